/// A location made of a getter and a setter closure, from `Binding(get:set:)`.
///
/// Each one is a root of its own: closures cannot be compared, so two such locations are never
/// identical, even around the same closures. Updates are not atomic: the closures decide what
/// they read and write, and nothing here can lock them.
@available(SwiftStdlib 6.0, *)
@usableFromInline
final class ClosureLocation<Value>: Location {
  let getter: () -> Value
  let setter: (Value, Transaction) -> Void
  let root = RootIdentity(.closure)

  init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    getter = get
    setter = set
  }

  @usableFromInline
  func get() -> Value { getter() }

  @usableFromInline
  func update(_ transaction: Transaction, _ body: (inout Value) -> Void) {
    var value = getter()
    body(&value)
    setter(value, transaction)
  }

  /// Hands `newValue` to the setter without reading the getter first.
  @usableFromInline
  func set(_ newValue: Value, transaction: Transaction) { setter(newValue, transaction) }

  @usableFromInline
  var identity: BindingIdentity { BindingIdentity(root: root) }

  @usableFromInline
  func hasIdentity(_ identity: BindingIdentity, depth: Int) -> Bool {
    identity.isRoot(root, depth: depth)
  }
}
