public import Synchronization

/// A `State`'s value and commit history behind one `Mutex`, its observers behind another: the one
/// place a transaction is committed.
///
/// ``write(transaction:_:)`` combines the writing binding's transaction with the ambient one,
/// stores the value and records the commit. Writers pass a `ReentrantGate` first, so a
/// read-modify-write (every projected write) is atomic with respect to other writers, while
/// readers only wait for the short `Mutex` sections.
///
/// `@inlinable`, so that the write path is compiled for the state's `Value` where the state is
/// created (see ``StateLocation``).
@available(SwiftStdlib 6.0, *)
@usableFromInline
final class StateStorage<Value: Sendable>: Sendable {
  @usableFromInline let contents: Mutex<StoredContents<Value>>
  @usableFromInline let observers = Mutex(CommitObservers<Value>())
  @usableFromInline let writers = ReentrantGate()

  @inlinable
  init(_ value: Value, historyLimit: Int, equality: ValueEquality<Value>) {
    contents = Mutex(StoredContents(value: value, historyLimit: historyLimit, equality: equality))
  }

  /// The current value.
  @inlinable
  var value: Value { contents.withLock { $0.value } }

  /// Reads the value, lets `body` change it, stores it and records the commit, atomically with
  /// respect to other writers; then tells the observers.
  @inlinable
  func write(transaction: Transaction, _ body: (inout Value) -> Void) {
    let notification = writers.run { () -> (commit: Commit<Value>, observers: [CommitObservers<Value>.Callback])? in
      var value = contents.withLock { $0.value }
      let oldValue = value
      body(&value)
      let newValue = value
      return contents.withLock { contents in
        // The ambient transaction is read here, on the writer's thread or task.
        contents.commit(
          oldValue: oldValue, newValue: newValue, bindingTransaction: transaction,
          ambientTransaction: Transaction.current)
        // Inside the value's lock, so that no observer subscribes between the commit and the list
        // of those who hear about it; copied out only when someone listens.
        guard let observersToTell = observers.withLock({ $0.isEmpty ? nil : $0.callbacks }),
          let commit = contents.lastCommit
        else { return nil }
        return (commit, observersToTell)
      }
    }
    // Outside every lock: observers may read or write this state.
    if let notification {
      for observer in notification.observers { observer(notification.commit) }
    }
  }

  var history: [Commit<Value>] { contents.withLock { $0.newestCommits } }

  @inlinable var lastCommit: Commit<Value>? { contents.withLock { $0.lastCommit } }

  @inlinable var commitCount: Int { contents.withLock { $0.lastSequence } }

  @inlinable
  func lastTransaction(after sequence: Int) -> Transaction? {
    contents.withLock { $0.lastSequence > sequence ? $0.lastTransaction : nil }
  }

  @inlinable
  func addObserver(_ observer: @escaping @Sendable (Commit<Value>) -> Void) -> CommitObservation {
    let id = SerialNumbers.next()
    observers.withLock { $0.add(observer, id: id) }
    return CommitObservation(id: id) { [weak self] in
      self?.observers.withLock { $0.remove(id: id) }
    }
  }
}
