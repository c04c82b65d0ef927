/// A `State`'s observers in subscription order, each under the number its token cancels.
///
/// Not generic, so that subscribing and cancelling (which clients often do from generic code,
/// where nothing is specialized) cost no runtime metadata look-ups: each observer sits in a
/// ``CommitObserver`` of the state's value type, stored here as a plain class reference.
@usableFromInline
struct CommitObservers: Sendable {
  @usableFromInline var ids: [Int] = []
  /// ``CommitObserver``s of the owning state's `Value`, and nothing else.
  @usableFromInline var observers: [any AnyObject & Sendable] = []

  @usableFromInline
  init() {}

  @usableFromInline
  mutating func add(_ observer: any AnyObject & Sendable, id: Int) {
    ids.append(id)
    observers.append(observer)
  }

  /// Removes the observer numbered `id`, if it is still here.
  @usableFromInline
  mutating func remove(id: Int) {
    guard let index = ids.firstIndex(of: id) else { return }
    ids.remove(at: index)
    observers.remove(at: index)
  }
}

/// One observer's callback, in a class so ``CommitObservers`` can hold it without its type.
@usableFromInline
final class CommitObserver<Value: Sendable>: Sendable {
  @usableFromInline let callback: @Sendable (Commit<Value>) -> Void

  @inlinable
  init(_ callback: @escaping @Sendable (Commit<Value>) -> Void) {
    self.callback = callback
  }

  /// Calls each of `observers`, all of them ``CommitObserver``s of `Value`, with `commit`.
  @inlinable
  static func notify(_ observers: [any AnyObject & Sendable], of commit: Commit<Value>) {
    for observer in observers {
      // Safe: a state's observer list holds only observers of its own `Value` (see
      // `StoredLocation.addObserver`), so the unchecked downcast cannot be wrong.
      unsafeDowncast(observer, to: CommitObserver<Value>.self).callback(commit)
    }
  }
}
