public import Synchronization

/// A `State`'s storage, and the location its bindings start from: the value and its commit
/// history behind one `Mutex`, its observers behind another.
///
/// This is the one place a transaction is committed: ``write(transaction:_:)`` combines the
/// writing binding's transaction with the ambient one, stores the value and records the commit.
/// Writers pass a `ReentrantGate` first, so a read-modify-write (every projected write) is atomic
/// with respect to other writers while readers only wait for the short `Mutex` sections.
///
/// The storage is its own root location, so `$state` makes no object: a location of its own,
/// made on every `$state`, cost a write an allocation. Sendable, though its superclass is not
/// (other locations hold key paths and callers' closures): what a stored location adds is behind
/// its mutexes, and what it inherits is immutable, its place a root identity and its accessors
/// closures that capture nothing.
///
/// The write path is `@inlinable` so that it is specialized for the state's `Value` where the
/// state is used; unspecialized, it asked the runtime for generic metadata a few dozen times per
/// write.
@usableFromInline
final class StoredLocation<Value: Sendable>: Location<Value>, @unchecked Sendable {
  @usableFromInline let observers = Mutex(CommitObservers())
  @usableFromInline let contents: Mutex<StoredContents<Value>>
  @usableFromInline let writers = ReentrantGate()

  @inlinable
  init(_ value: Value, historyLimit: Int, equality: ValueEquality<Value>) {
    contents = Mutex(StoredContents(value: value, historyLimit: historyLimit, equality: equality))
    super.init(
      place: .root(RootIdentity(.state)),
      read: { StoredLocation.storage($0).value },
      modify: { StoredLocation.storage($0).write(transaction: $1, $2) }
    )
  }

  /// `location` as the stored location it is.
  ///
  /// Unchecked: only this class's initializer installs the accessors that call it, and
  /// ``Location`` hands its accessors nothing but itself.
  @inlinable
  static func storage(_ location: Location<Value>) -> StoredLocation {
    unsafeDowncast(location, to: StoredLocation.self)
  }

  /// The current value.
  @inlinable
  var value: Value { contents.withLock { $0.value } }

  /// Reads the value, lets `body` change it, stores it and records the commit, atomically with
  /// respect to other writers; then tells the observers.
  @inlinable
  func write(transaction: Transaction, _ body: (inout Value) -> Void) {
    let notification = writers.run { () -> (commit: Commit<Value>, observers: [any AnyObject & Sendable])? in
      var value = contents.withLock { $0.value }
      let oldValue = value
      body(&value)
      let newValue = value
      return contents.withLock { contents in
        // The ambient transaction is read where it is committed (on the writer's thread, as
        // before), so that the commit takes it over: read before, and captured, it was copied
        // into the commit and released again.
        contents.commit(
          oldValue: oldValue, newValue: newValue, bindingTransaction: transaction,
          ambientTransaction: Transaction.current)
        // Inside the value's lock, so that no observer subscribes between the commit and the list
        // of those who hear about it. The commit and the list are only copied out for observers
        // to hear: copying the empty list cost every write a retain and a release.
        guard let observersToTell = observers.withLock({ $0.observers.isEmpty ? nil : $0.observers }),
          let commit = contents.lastCommit
        else { return nil }
        return (commit, observersToTell)
      }
    }
    // Outside every lock: observers may read or write this state.
    if let notification { CommitObserver.notify(notification.observers, of: notification.commit) }
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
    let observer = CommitObserver(observer)
    observers.withLock { $0.add(observer, id: id) }
    return CommitObservation(id: id) { [weak self] in
      self?.observers.withLock { $0.remove(id: id) }
    }
  }
}
