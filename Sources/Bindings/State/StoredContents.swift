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
  @usableFromInline let equality = ValueEquality<Value>()

  @inlinable
  init(value: Value, historyLimit: Int) {
    self.value = value
    self.historyLimit = max(0, historyLimit)
  }

  /// Stores `newValue`, records the commit, and returns it.
  @inlinable
  mutating func commit(
    oldValue: Value, newValue: Value, bindingTransaction: Transaction, ambientTransaction: Transaction
  ) -> Commit<Value> {
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
    return commit
  }

  /// The newest `historyLimit` commits, oldest first.
  var newestCommits: [Commit<Value>] { Array(recentCommits.suffix(historyLimit)) }
}
