import Synchronization

/// A `State`'s storage: the value, its commit history and its observers, behind a `Mutex`.
///
/// This is the one place a transaction is committed: ``update(transaction:_:)`` combines the
/// writing binding's transaction with the ambient one, stores the value and records the commit.
/// Writers pass a `ReentrantGate` first, so a read-modify-write (every projected write) is atomic
/// with respect to other writers while readers only wait for the short `Mutex` sections.
final class StoredLocation<Value: Sendable>: Location, Sendable {
  private let contents: Mutex<StoredContents<Value>>
  private let writers = ReentrantGate()
  private let root = RootIdentity(.state)

  init(_ value: Value, historyLimit: Int) {
    contents = Mutex(StoredContents(value: value, historyLimit: historyLimit))
  }

  var identity: BindingIdentity { BindingIdentity(root: root) }

  func get() -> Value { contents.withLock { $0.value } }

  func update(transaction: Transaction, _ body: (inout Value) -> Void) {
    let ambient = Transaction.current
    let (commit, observers) = writers.run {
      var value = contents.withLock { $0.value }
      let oldValue = value
      body(&value)
      let newValue = value
      return contents.withLock {
        $0.commit(oldValue: oldValue, newValue: newValue, bindingTransaction: transaction, ambientTransaction: ambient)
      }
    }
    // Outside every lock: observers may read or write this state.
    for observer in observers { observer(commit) }
  }

  var history: [Commit<Value>] { contents.withLock { $0.newestCommits } }

  var lastCommit: Commit<Value>? { contents.withLock { $0.lastCommit } }

  func addObserver(_ observer: @escaping @Sendable (Commit<Value>) -> Void) -> CommitObservation {
    let id = SerialNumbers.next()
    contents.withLock { $0.observers.append((id, observer)) }
    return CommitObservation(id: id) { [weak self] in
      self?.contents.withLock { $0.observers.removeAll { $0.id == id } }
    }
  }
}

/// Everything the `Mutex` of a ``StoredLocation`` protects.
struct StoredContents<Value: Sendable>: Sendable {
  var value: Value
  let historyLimit: Int
  var lastSequence = 0
  /// Kept apart from the history, so it is there even when `historyLimit` is 0.
  var lastCommit: Commit<Value>?
  /// The newest commits: at least `historyLimit` of them when there are that many, and at most
  /// twice as many, so trimming is amortised O(1) per commit instead of O(`historyLimit`).
  var recentCommits: [Commit<Value>] = []
  var observers: [(id: Int, observer: @Sendable (Commit<Value>) -> Void)] = []
  let equality = ValueEquality<Value>()

  init(value: Value, historyLimit: Int) {
    self.value = value
    self.historyLimit = max(0, historyLimit)
  }

  /// Stores `newValue`, records the commit, and returns it with the observers to tell.
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
    // A closure, not `\.observer`: a key path literal in this generic context is instantiated by
    // the runtime on every call, which cost more than the rest of the commit together.
    return (commit, observers.map { $0.observer })
  }

  /// The newest `historyLimit` commits, oldest first.
  var newestCommits: [Commit<Value>] { Array(recentCommits.suffix(historyLimit)) }
}
