/// A stored value whose every write is committed with a transaction and recorded.
///
/// The root that bindings read and write: ``projectedValue`` is its ``Binding``, and every write
/// through any binding derived from it (by key paths, element access, optional lifts) arrives here
/// with that binding's transaction. Each commit is kept in ``commits`` (the newest
/// `historyLimit`) and handed to observers.
///
/// ```swift
/// @State var progress: Float = 0.25
/// $progress.animation(.easeInOut).wrappedValue = 0.75
/// progress                                        // 0.75
/// _progress.lastCommit?.transaction.animation     // easeInOut(duration: 0.35)
/// ```
///
/// `Sendable` when (and because) `Value` is: the storage is one object whose value, history and
/// observers sit behind a `Mutex`, so any thread may read and write it. A write waits for other
/// writers, then runs to completion (read, change, store, record) before the next one starts;
/// observers are then called on the writer's thread, synchronously, after the value is stored and
/// outside the lock. Code that runs inside a write (a key path setter, a mapping hook) may read this
/// state and write it again; if it writes *another* state, that state's writers wait too, so two
/// threads doing so in opposite directions can deadlock, as with any two locks.
///
/// - Complexity: Reads copy the value (O(1) for copy-on-write types). A write through a projection
///   changes a copy of the whole value, so a copy-on-write value such as an array is duplicated
///   once per write (O(*n*)): other threads keep reading the old value until the new one is stored.
@available(SwiftStdlib 6.0, *)
@propertyWrapper
public struct State<Value: Sendable>: Sendable {
  /// The state's root location, which holds its storage.
  @usableFromInline let location: StateLocation<Value>

  /// The number of commits a state keeps unless told otherwise.
  public static var defaultHistoryLimit: Int { 1_000 }

  /// Creates a state holding `wrappedValue`.
  ///
  /// ```swift
  /// @State(historyLimit: 10) var count = 0
  /// ```
  /// - Parameters:
  ///   - wrappedValue: The initial value (not recorded as a commit).
  ///   - historyLimit: How many of the newest commits ``commits`` keeps.
  @inlinable
  public init(wrappedValue: Value, historyLimit: Int = defaultHistoryLimit) {
    location = StateLocation(StateStorage(wrappedValue, historyLimit: historyLimit, equality: ValueEquality()))
  }

  /// Creates a state holding `value`.
  ///
  /// - Parameter value: The initial value (not recorded as a commit).
  @inlinable
  public init(initialValue value: Value) {
    self.init(wrappedValue: value)
  }

  /// The current value. Setting it commits with an empty transaction (the ambient one still
  /// applies), as assigning a SwiftUI `@State` property does.
  @inlinable
  public var wrappedValue: Value {
    get { location.storage.value }
    nonmutating set { location.storage.write(transaction: Transaction()) { $0 = newValue } }
  }

  /// A binding to this state, with an empty transaction.
  @inlinable
  public var projectedValue: Binding<Value> {
    Binding(location: location, transaction: Transaction())
  }

  /// The identity of this state's root binding, for example `State#3`.
  public var identity: BindingIdentity { location.identity }

  /// The newest commits, oldest first.
  ///
  /// - Complexity: O(*n*) copy of up to `historyLimit` commits.
  public var commits: [Commit<Value>] { location.storage.history }

  /// The newest commit, or `nil` before the first write (kept even when `historyLimit` is 0).
  @inlinable public var lastCommit: Commit<Value>? { location.storage.lastCommit }

  /// How many commits this state has received: the newest commit's ``Commit/sequence``, or 0
  /// before the first write.
  ///
  /// Reads one number, where `lastCommit?.sequence` copies the whole commit (its values and three
  /// transactions) out of the lock: a cheap way to tell whether some code wrote the state.
  ///
  /// ```swift
  /// @State var count = 0
  /// let before = _count.commitCount   // 0
  /// count = 1
  /// _count.commitCount != before      // true
  /// ```
  @inlinable public var commitCount: Int { location.storage.commitCount }

  /// The transaction of the newest commit, when this state received a commit after the one
  /// numbered `sequence`; `nil` when it received none since.
  ///
  /// With ``commitCount`` read before, it tells whether some code wrote the state and with which
  /// transaction, reading one transaction where `lastCommit?.transaction` copies the whole
  /// commit (its values and three transactions) out of the lock.
  ///
  /// ```swift
  /// @State var progress: Float = 0
  /// let before = _progress.commitCount
  /// $progress.animation(.easeIn).wrappedValue = 1
  /// _progress.lastTransaction(after: before)?.animation   // easeIn(duration: 0.35)
  /// _progress.lastTransaction(after: _progress.commitCount) // nil: no commit since
  /// ```
  /// - Parameter sequence: A ``commitCount`` read earlier (0 for "since the start").
  /// - Returns: The newest commit's ``Commit/transaction``, or `nil`.
  @inlinable
  public func lastTransaction(after sequence: Int) -> Transaction? { location.storage.lastTransaction(after: sequence) }

  /// Calls `observer` with every later commit, until the returned token is cancelled.
  ///
  /// The observer runs on the writing thread, synchronously, after the value is stored and with no
  /// lock held (it may read or write this state). Observers run in the order they subscribed.
  ///
  /// ```swift
  /// @State var count = 0
  /// let observation = _count.observe { print($0.newValue) }
  /// count = 5                 // prints "5"
  /// observation.cancel()
  /// ```
  /// - Parameter observer: Called with each commit.
  /// - Returns: The token that ends the subscription.
  @inlinable
  @discardableResult
  public func observe(_ observer: @escaping @Sendable (Commit<Value>) -> Void) -> CommitObservation {
    location.storage.addObserver(observer)
  }
}

@available(SwiftStdlib 6.0, *)
extension State where Value: Equatable {
  /// Creates a state holding `wrappedValue`, an `Equatable` value.
  ///
  /// The same state as the general initializer makes; chosen wherever `Value` is known to be
  /// `Equatable`, so that telling a no-op write (``Commit/isNoOp``) compares with the type's own
  /// `==` rather than through a conformance looked up at run time.
  ///
  /// ```swift
  /// @State var progress: Float = 0.25
  /// progress = 0.25
  /// _progress.lastCommit?.isNoOp   // true
  /// ```
  /// - Parameters:
  ///   - wrappedValue: The initial value (not recorded as a commit).
  ///   - historyLimit: How many of the newest commits ``commits`` keeps.
  @inlinable
  public init(wrappedValue: Value, historyLimit: Int = defaultHistoryLimit) {
    location = StateLocation(
      StateStorage(wrappedValue, historyLimit: historyLimit, equality: ValueEquality { $0 == $1 }))
  }
}
