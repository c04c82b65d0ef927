/// A location that always reads the same value and ignores writes, from `Binding.constant(_:)`.
///
/// A root of its own: two constants are never identical, even of equal values.
@available(SwiftStdlib 6.0, *)
@usableFromInline
final class ConstantLocation<Value>: Location {
  let value: Value
  let root = RootIdentity(.constant)

  init(_ value: Value) {
    self.value = value
  }

  @usableFromInline
  func get() -> Value { value }

  /// Does nothing: a constant has nothing to change.
  @usableFromInline
  func update(_ transaction: Transaction, _ body: (inout Value) -> Void) {}

  @usableFromInline
  var identity: BindingIdentity { BindingIdentity(root: root) }

  @usableFromInline
  func hasIdentity(_ identity: BindingIdentity, depth: Int) -> Bool {
    identity.isRoot(root, depth: depth)
  }
}
