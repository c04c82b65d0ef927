/// Everything the value `Mutex` of a ``StateStorage`` protects.
@available(SwiftStdlib 6.0, *)
@usableFromInline
struct StoredContents<Value: Sendable>: Sendable {
  @usableFromInline var value: Value
  @usableFromInline let historyLimit: Int
  @usableFromInline var lastSequence = 0
  /// The newest commit while `historyLimit` is 0; with a history, the newest commit is kept
  /// there alone (``lastCommit`` reads it from either place).
  @usableFromInline var lastCommitWithoutHistory: Commit<Value>?
  /// The newest commits, at most `historyLimit`, kept as a ring: once it is full, each commit
  /// replaces the oldest, at ``oldestCommit``, so a commit costs the same however long the
  /// history is.
  @usableFromInline var recentCommits: [Commit<Value>] = []
  /// Where the oldest commit of a full ``recentCommits`` is, and so the next one goes; 0 until
  /// it is full.
  @usableFromInline var oldestCommit = 0
  @usableFromInline let equality: ValueEquality<Value>

  @inlinable
  init(value: Value, historyLimit: Int, equality: ValueEquality<Value>) {
    self.value = value
    self.historyLimit = max(0, historyLimit)
    self.equality = equality
  }

  /// The newest commit, or `nil` before the first.
  @inlinable
  var lastCommit: Commit<Value>? {
    guard !recentCommits.isEmpty else { return lastCommitWithoutHistory }
    return recentCommits[oldestCommit == 0 ? recentCommits.count - 1 : oldestCommit - 1]
  }

  /// The transaction of the newest commit, read in place, or `nil` before the first.
  @inlinable
  var lastTransaction: Transaction? {
    guard !recentCommits.isEmpty else { return lastCommitWithoutHistory?.transaction }
    return recentCommits[oldestCommit == 0 ? recentCommits.count - 1 : oldestCommit - 1].transaction
  }

  /// Stores `newValue` and records the commit, which takes over `ambientTransaction` (the
  /// combined transaction is worked out first, so that the ambient one moves into the commit).
  @inlinable
  mutating func commit(
    oldValue: Value, newValue: Value, bindingTransaction: Transaction, ambientTransaction: consuming Transaction
  ) {
    value = newValue
    lastSequence += 1
    let transaction = bindingTransaction.overriding(with: ambientTransaction)
    let commit = Commit(
      sequence: lastSequence,
      oldValue: oldValue,
      newValue: newValue,
      bindingTransaction: bindingTransaction,
      ambientTransaction: ambientTransaction,
      transaction: transaction,
      isNoOp: equality.isUnchanged(oldValue, newValue)
    )
    if recentCommits.count < historyLimit {
      recentCommits.append(commit)
    } else if historyLimit > 0 {
      recentCommits[oldestCommit] = commit
      oldestCommit = oldestCommit + 1 == historyLimit ? 0 : oldestCommit + 1
    } else {
      lastCommitWithoutHistory = commit
    }
  }

  /// The newest `historyLimit` commits, oldest first.
  var newestCommits: [Commit<Value>] {
    var commits: [Commit<Value>] = []
    commits.reserveCapacity(recentCommits.count)
    commits += recentCommits[oldestCommit...]
    commits += recentCommits[..<oldestCommit]
    return commits
  }
}
