/// The `transaction` member of write records as JSON, remembered by binding ordinal
/// (``SceneDirectory/place(ofBinding:)``) while a binding's transactions stay equal.
///
/// A binding writes with the transaction its render attached, and most requests bring no ambient
/// one, so its records repeat the same `transaction` object write after write. Writing it (up to
/// three transactions, their animations' numbers, two verdicts) cost about 1,200 instructions of
/// a write in callgrind; comparing the transactions with the remembered ones costs a tenth.
/// Equal transactions write the same text, so the text is reused until they change.
struct TransactionTexts {
  /// By ordinal: the transactions last written, and their text. Two arrays rather than one of
  /// pairs, so that comparing reads the transactions in place instead of copying the pair out.
  private var transactions: [WriteTransactions?]
  private var texts: [[UInt8]]

  /// Nothing remembered yet, for `count` bindings.
  init(count: Int) {
    transactions = Array(repeating: nil, count: count)
    texts = Array(repeating: [], count: count)
  }

  /// `{"binding":…,"ambient":…,"committed":…,"animationRequested":…,"animationPreserved":…}`
  /// for a write through the binding numbered `ordinal`, as UTF-8 JSON.
  mutating func json(for transactions: WriteTransactions, ordinal: Int) -> [UInt8] {
    if self.transactions[ordinal] == transactions { return texts[ordinal] }
    var json = JSONWriter(capacity: 256)
    json.transactions(transactions)
    self.transactions[ordinal] = transactions
    texts[ordinal] = json.bytes
    return texts[ordinal]
  }
}
