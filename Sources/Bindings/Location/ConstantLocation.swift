/// A location that always reads the same value and ignores writes, from ``Binding/constant(_:)``.
final class ConstantLocation<Value>: Location {
  private let value: Value
  private let root = RootIdentity(.constant)

  init(_ value: Value) {
    self.value = value
  }

  var identity: BindingIdentity { BindingIdentity(root: root) }

  func get() -> Value { value }

  func update(transaction: Transaction, _ body: (inout Value) -> Void) {}
}
