/// Everything the `Mutex` of a ``StoredLocation`` protects.
@usableFromInline
struct StoredContents<Value: Sendable>: Sendable {
  @usableFromInline var value: Value
  @usableFromInline let historyLimit: Int
  @usableFromInline var lastSequence = 0
  /// Kept apart from the history, so it is there even when `historyLimit` is 0.
  @usableFromInline var lastCommit: Commit<Value>?
  /// The newest commits: at least `historyLimit` of them when there are that many, and at most
  /// twice as many, so trimming is amortised O(1) per commit instead of O(`historyLimit`).
  @usableFromInline var recentCommits: [Commit<Value>] = []
  @usableFromInline var observers = CommitObservers<Value>()
  @usableFromInline let equality = ValueEquality<Value>()

  @inlinable
  init(value: Value, historyLimit: Int) {
    self.value = value
    self.historyLimit = max(0, historyLimit)
  }

  /// Stores `newValue`, records the commit, and returns it with the observers to tell.
  @inlinable
  mutating func commit(
    oldValue: Value, newValue: Value, bindingTransaction: Transaction, ambientTransaction: Transaction
  ) -> (Commit<Value>, [@Sendable (Commit<Value>) -> Void]) {
    value = newValue
    lastSequence += 1
    let commit = Commit(
      sequence: lastSequence,
      oldValue: oldValue,
      newValue: newValue,
      bindingTransaction: bindingTransaction,
      ambientTransaction: ambientTransaction,
      transaction: bindingTransaction.overriding(with: ambientTransaction),
      isNoOp: equality.isUnchanged(oldValue, newValue)
    )
    lastCommit = commit
    if historyLimit > 0 {
      recentCommits.append(commit)
      if recentCommits.count > 2 * historyLimit { recentCommits.removeFirst(recentCommits.count - historyLimit) }
    }
    return (commit, observers.callbacks)
  }

  /// The newest `historyLimit` commits, oldest first.
  var newestCommits: [Commit<Value>] { Array(recentCommits.suffix(historyLimit)) }
}

/// A `State`'s observers in subscription order, each under the number its token cancels.
///
/// Two parallel arrays rather than one of `(id, observer)` pairs: a commit hands out the
/// callbacks as they are stored (a reference-counted copy) instead of building a new array.
@usableFromInline
struct CommitObservers<Value: Sendable>: Sendable {
  @usableFromInline var ids: [Int] = []
  @usableFromInline var callbacks: [@Sendable (Commit<Value>) -> Void] = []

  @inlinable
  init() {}

  @inlinable
  mutating func add(_ callback: @escaping @Sendable (Commit<Value>) -> Void, id: Int) {
    ids.append(id)
    callbacks.append(callback)
  }

  /// Removes the observer numbered `id`, if it is still here.
  @inlinable
  mutating func remove(id: Int) {
    guard let index = ids.firstIndex(of: id) else { return }
    ids.remove(at: index)
    callbacks.remove(at: index)
  }
}
