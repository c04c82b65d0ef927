import Bindings

/// The transactions of one write, as its record reports them.
///
/// Each transaction member is read once: reading a member looks it up by type in the
/// transaction's storage, and the record's JSON and its two verdicts used to repeat those
/// look-ups, a sixth of a write in callgrind. The binding's and the ambient transaction are read
/// while the write is prepared, before the world lock; only the committed one is read under it.
///
/// Equal values write the same JSON (``TransactionTexts``): every member, the derived
/// expectation included, takes part in `==`.
struct WriteTransactions: Equatable {
  /// The members of one transaction the API shows.
  struct Reported: Equatable {
    var animation: Animation?
    var disablesAnimations: Bool

    init(_ transaction: Transaction) {
      animation = transaction.animation
      disablesAnimations = transaction.disablesAnimations
    }
  }

  /// The binding's own transaction (what `.animation(_:)` attached).
  let binding: Reported
  /// The transaction the request asked to write inside, if any.
  let ambient: Reported?
  /// The transaction the root's last commit carried, or `nil` when the root was not written.
  var committed: Reported?
  /// The animation the root should commit: the ambient transaction's keys over the binding's,
  /// as a `State` applies them.
  private let expectedAnimation: Animation?

  /// Reads the transactions a write asks for; ``committed`` stays `nil` until the write is made.
  init(binding: Transaction, ambient: Transaction?) {
    self.binding = Reported(binding)
    self.ambient = ambient.map(Reported.init)
    expectedAnimation = ambient.map { binding.overriding(with: $0).animation } ?? self.binding.animation
  }

  /// Whether these are `other` once its root committed `committed`, compared in place.
  func equals(_ other: WriteTransactions, committed: Reported?) -> Bool {
    binding == other.binding && ambient == other.ambient && self.committed == committed
      && expectedAnimation == other.expectedAnimation
  }

  /// Whether the binding's or the ambient transaction carried an animation.
  var animationRequested: Bool { binding.animation != nil || ambient?.animation != nil }

  /// Whether the root committed the animation that was asked for.
  var animationPreserved: Bool {
    animationRequested && expectedAnimation != nil && committed?.animation == expectedAnimation
  }
}

extension JSONWriter {
  /// Writes `{"binding", "ambient", "committed", "animationRequested", "animationPreserved"}`.
  ///
  /// Without an ambient transaction the root commits the binding's own: equal members print
  /// alike, so the committed transaction's text is then a copy of the binding's.
  mutating func transactions(_ transactions: WriteTransactions) {
    beginObject()
    key("binding"); let bindingText = recording { $0.transaction(transactions.binding) }
    key("ambient"); transaction(transactions.ambient)
    key("committed")
    if transactions.committed == transactions.binding {
      again(bindingText)
    } else {
      transaction(transactions.committed)
    }
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
