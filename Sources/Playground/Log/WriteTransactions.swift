import Bindings

/// The transactions of one write, as its record reports them.
///
/// Each transaction member is read once, when the record is made: reading a member looks it up
/// by type in the transaction's storage, and the record's JSON and its two verdicts used to
/// repeat those look-ups, a sixth of a write in callgrind.
struct WriteTransactions {
  /// The members of one transaction the API shows.
  struct Reported {
    var animation: Animation?
    var disablesAnimations: Bool

    init(_ transaction: Transaction) {
      animation = transaction.animation
      disablesAnimations = transaction.disablesAnimations
    }
  }

  /// The binding's own transaction (what `.animation(_:)` attached).
  var binding: Reported
  /// The transaction the request asked to write inside, if any.
  var ambient: Reported?
  /// The transaction the root's last commit carried, or `nil` when the root was not written.
  var committed: Reported?
  /// Whether the binding's or the ambient transaction carried an animation.
  var animationRequested: Bool
  /// Whether the root committed the animation that was asked for.
  var animationPreserved: Bool

  init(binding: Transaction, ambient: Transaction?, committed: Transaction?) {
    self.binding = Reported(binding)
    self.ambient = ambient.map(Reported.init)
    self.committed = committed.map(Reported.init)
    animationRequested = self.binding.animation != nil || self.ambient?.animation != nil
    // Expected: the ambient transaction's keys over the binding's, as a `State` applies them.
    let expected = ambient.map { binding.overriding(with: $0).animation } ?? self.binding.animation
    animationPreserved = animationRequested && expected != nil && self.committed?.animation == expected
  }
}

extension JSONWriter {
  /// Writes `{"binding", "ambient", "committed", "animationRequested", "animationPreserved"}`.
  mutating func transactions(_ transactions: WriteTransactions) {
    beginObject()
    key("binding"); transaction(transactions.binding)
    key("ambient"); transaction(transactions.ambient)
    key("committed"); transaction(transactions.committed)
    key("animationRequested"); bool(transactions.animationRequested)
    key("animationPreserved"); bool(transactions.animationPreserved)
    endObject()
  }

  /// Writes a transaction as `{"animation": Animation|null, "disablesAnimations": Bool}`, or
  /// `null` for `nil`.
  private mutating func transaction(_ transaction: WriteTransactions.Reported?) {
    guard let transaction else { return null() }
    beginObject()
    key("animation"); animation(transaction.animation)
    key("disablesAnimations"); bool(transaction.disablesAnimations)
    endObject()
  }
}
