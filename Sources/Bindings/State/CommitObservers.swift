/// A `State`'s observers in subscription order, each under the number its token cancels.
@available(SwiftStdlib 6.0, *)
@usableFromInline
struct CommitObservers<Value: Sendable>: Sendable {
  /// What an observer is called with each commit.
  @usableFromInline typealias Callback = @Sendable (Commit<Value>) -> Void

  @usableFromInline var ids: [Int] = []
  /// The observers, in subscription order; `ids[i]` is the number of `callbacks[i]`.
  @usableFromInline var callbacks: [Callback] = []

  @inlinable
  init() {}

  @inlinable
  var isEmpty: Bool { ids.isEmpty }

  @inlinable
  mutating func add(_ callback: @escaping Callback, id: Int) {
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
