/// A location made of a getter and a setter closure, from `Binding(get:set:)`.
///
/// Each instance is a root of its own: closures cannot be compared, so two functional locations
/// are never identical, even around the same closures.
final class FunctionalLocation<Value>: Location {
  private let getter: () -> Value
  private let setter: (Value, Transaction) -> Void
  private let root = RootIdentity(.closure)

  init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    self.getter = get
    self.setter = set
  }

  var identity: BindingIdentity { BindingIdentity(root: root) }

  func get() -> Value { getter() }

  func set(_ newValue: Value, transaction: Transaction) { setter(newValue, transaction) }

  /// Not atomic: the closures decide what they read and write, and nothing here can lock them.
  func update(transaction: Transaction, _ body: (inout Value) -> Void) {
    var value = getter()
    body(&value)
    setter(value, transaction)
  }
}
