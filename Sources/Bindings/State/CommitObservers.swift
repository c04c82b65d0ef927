/// A `State`'s observers in subscription order, each under the number its token cancels.
@usableFromInline
struct CommitObservers<Value: Sendable>: Sendable {
  @usableFromInline var ids: [Int] = []
  @usableFromInline var callbacks: [@Sendable (Commit<Value>) -> Void] = []

  @inlinable
  init() {}

  @inlinable
  var isEmpty: Bool { ids.isEmpty }

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

  /// Calls every observer with `commit`, in subscription order.
  @inlinable
  func notify(of commit: Commit<Value>) {
    for callback in callbacks { callback(commit) }
  }
}
