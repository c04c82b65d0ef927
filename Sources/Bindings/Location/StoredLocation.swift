public import Synchronization

/// A `State`'s storage: the value and its commit history behind one `Mutex`, its observers
/// behind another.
///
/// This is the one place a transaction is committed: ``update(transaction:_:)`` combines the
/// writing binding's transaction with the ambient one, stores the value and records the commit.
/// Writers pass a `ReentrantGate` first, so a read-modify-write (every projected write) is atomic
/// with respect to other writers while readers only wait for the short `Mutex` sections.
///
/// The write path is `@inlinable` so that it is specialized for the state's `Value` where the
/// state is used; unspecialized, it asked the runtime for generic metadata a few dozen times per
/// write.
@usableFromInline
final class StoredLocation<Value: Sendable>: Sendable {
  @usableFromInline let observers = Mutex(CommitObservers())
  @usableFromInline let contents: Mutex<StoredContents<Value>>
  @usableFromInline let writers = ReentrantGate()
  @usableFromInline let root = RootIdentity(.state)

  @inlinable
  init(_ value: Value, historyLimit: Int) {
    contents = Mutex(StoredContents(value: value, historyLimit: historyLimit))
  }

  /// The location a `State`'s root binding reads and writes.
  @inlinable
  var location: Location<Value> {
    Location(
      place: .root(root),
      get: { self.get() },
      update: { self.update(transaction: $0, $1) }
    )
  }

  @inlinable
  func get() -> Value { contents.withLock { $0.value } }

  @inlinable
  func set(_ newValue: Value, transaction: Transaction) {
    update(transaction: transaction) { $0 = newValue }
  }

  /// Reads the value, lets `body` change it, stores it and records the commit, atomically with
  /// respect to other writers; then tells the observers.
  @inlinable
  func update(transaction: Transaction, _ body: (inout Value) -> Void) {
    let ambient = Transaction.current
    let (commit, observersToTell) = writers.run {
      var value = contents.withLock { $0.value }
      let oldValue = value
      body(&value)
      let newValue = value
      return contents.withLock {
        let commit = $0.commit(
          oldValue: oldValue, newValue: newValue, bindingTransaction: transaction, ambientTransaction: ambient)
        // Inside the value's lock, so that no observer subscribes between the commit and the list
        // of those who hear about it.
        return (commit, observers.withLock { $0.observers })
      }
    }
    // Outside every lock: observers may read or write this state.
    CommitObserver.notify(observersToTell, of: commit)
  }

  var history: [Commit<Value>] { contents.withLock { $0.newestCommits } }

  @inlinable var lastCommit: Commit<Value>? { contents.withLock { $0.lastCommit } }

  @inlinable var commitCount: Int { contents.withLock { $0.lastSequence } }

  @inlinable
  func addObserver(_ observer: @escaping @Sendable (Commit<Value>) -> Void) -> CommitObservation {
    let id = SerialNumbers.next()
    let observer = CommitObserver(observer)
    observers.withLock { $0.add(observer, id: id) }
    return CommitObservation(id: id) { [weak self] in
      self?.observers.withLock { $0.remove(id: id) }
    }
  }
}
