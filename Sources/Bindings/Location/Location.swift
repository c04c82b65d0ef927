/// Somewhere a binding reads and writes its value, and which place that is (its identity).
///
/// One small final class per way of making a binding. Roots: ``StateLocation`` (a `State`, the
/// one place a transaction is committed), ``ClosureLocation`` (`Binding(get:set:)`) and
/// ``ConstantLocation`` (`Binding.constant(_:)`). Steps from a base location: ``KeyPathLocation``
/// (a key path), ``ElementLocation`` (a collection element), ``OptionalLiftLocation`` and
/// ``OptionalUnwrapLocation``. A binding holds its location as `any Location<Value>`.
///
/// A step's write goes through its base's ``update(_:_:)``, so the binding's transaction travels
/// unchanged to the root; its identity is its base's plus the step (see ``BindingIdentity``).
///
/// Each step is generic over its base's *value* type and holds the base as
/// `any Location<BaseValue>`, so the chain is typed end to end and nothing is ever downcast. Not
/// generic over the base's concrete location type: a binding only knows its location as an
/// existential, so such a step's type would be built at run time on every derivation from a
/// binding handed in from elsewhere (a child view's `@Binding`), where a step over the value
/// type is one the compiler already knows.
@available(SwiftStdlib 6.0, *)
@usableFromInline
protocol Location<Value>: AnyObject {
  associatedtype Value

  /// The current value.
  func get() -> Value

  /// Reads the value, lets `body` change it, and writes it back, on behalf of a binding whose
  /// transaction is `transaction`.
  ///
  /// A `State` does all three atomically, so that a projected write (read the base, change one
  /// member, write the base back) cannot lose a concurrent write to another member.
  func update(_ transaction: Transaction, _ body: (inout Value) -> Void)

  /// Replaces the value, on behalf of a binding whose transaction is `transaction`.
  ///
  /// An ``update(_:_:)`` that assigns `newValue`, unless the location can write without reading
  /// first (`get:set:` closures).
  func set(_ newValue: Value, transaction: Transaction)

  /// The root and every step from it to this location.
  ///
  /// - Complexity: O(*d*) where *d* is the number of steps from the root.
  var identity: BindingIdentity { get }

  /// Whether ``identity`` would equal `identity` cut to its first `depth` steps, answered without
  /// building it (an array of steps).
  ///
  /// - Complexity: O(*d*) where *d* is the number of steps from the root.
  func hasIdentity(_ identity: BindingIdentity, depth: Int) -> Bool
}

@available(SwiftStdlib 6.0, *)
extension Location {
  @usableFromInline
  func set(_ newValue: Value, transaction: Transaction) {
    update(transaction) { $0 = newValue }
  }
}
