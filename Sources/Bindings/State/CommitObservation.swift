/// A subscription to a `State`'s commits, returned by `State.observe(_:)`; ``cancel()`` ends it.
///
/// Discarding the token does not end the subscription: call ``cancel()``.
///
/// ```swift
/// @State var count = 0
/// let observation = _count.observe { commit in print(commit) }
/// count = 1                      // prints "#1 0 -> 1 Transaction()"
/// observation.cancel()
/// count = 2                      // prints nothing
/// ```
///
/// `Sendable`: cancelling only takes the state's lock, from any thread.
@available(SwiftStdlib 6.0, *)
public struct CommitObservation: Hashable, Sendable {
  private let id: Int
  private let cancellation: @Sendable () -> Void

  @usableFromInline
  init(id: Int, cancellation: @escaping @Sendable () -> Void) {
    self.id = id
    self.cancellation = cancellation
  }

  /// Stops calling the observer. A commit already being delivered on another thread may still
  /// arrive once; calling `cancel()` again does nothing.
  public func cancel() { cancellation() }

  /// Two tokens are equal when they stand for the same subscription.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }

  /// Hashes the subscription's number.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
