import Bindings

/// The `transaction` member of write records as JSON, remembered by binding ordinal
/// (``SceneDirectory/place(ofBinding:)``) while a binding's transactions stay equal.
///
/// A binding writes with the transaction its render attached, and most requests bring no ambient
/// one, so its records repeat the same `transaction` object write after write. Writing it (up to
/// three transactions, their animations' numbers, two verdicts) cost about 1,200 instructions of
/// a write in callgrind; comparing the transactions with the remembered ones costs a tenth.
/// Equal transactions write the same text, so the text is reused until they change.
struct TransactionTexts {
  /// By ordinal: the transactions last written, and their text (empty while none was written:
  /// a text never is). Two arrays rather than one of pairs, and no optionals, so that comparing
  /// reads the transactions in place: copying them out and wrapping them (some 200 bytes) cost
  /// half of a look-up.
  private var transactions: [WriteTransactions]
  private var texts: [[UInt8]]

  /// Nothing remembered yet, for `count` bindings.
  init(count: Int) {
    transactions = Array(repeating: WriteTransactions(binding: Transaction(), ambient: nil), count: count)
    texts = Array(repeating: [], count: count)
  }

  /// `{"binding":…,"ambient":…,"committed":…,"animationRequested":…,"animationPreserved":…}`
  /// for a write through the binding numbered `ordinal` with `transactions`, whose root
  /// committed `committed`, as UTF-8 JSON.
  mutating func json(
    for transactions: WriteTransactions, committed: WriteTransactions.Reported?, ordinal: Int
  ) -> [UInt8] {
    if !texts[ordinal].isEmpty, self.transactions[ordinal].equals(transactions, committed: committed) {
      return texts[ordinal]
    }
    var written = transactions
    written.committed = committed
    var json = JSONWriter(capacity: 256)
    json.transactions(written)
    self.transactions[ordinal] = written
    texts[ordinal] = json.bytes
    return texts[ordinal]
  }
}
