/// Somewhere a binding reads and writes its value.
///
/// Four small classes implement it: ``StoredLocation`` (a `State`'s storage, the only place a
/// transaction is committed), ``ProjectedLocation`` (a base location plus a projection such as a
/// key path), ``FunctionalLocation`` (`get:set:` closures) and ``ConstantLocation``.
protocol Location<Value>: AnyObject {
  associatedtype Value

  /// Where this location sits, for ``BindingIdentity``.
  var identity: BindingIdentity { get }

  /// The current value.
  func get() -> Value

  /// Replaces the value, on behalf of a binding whose transaction is `transaction`.
  func set(_ newValue: Value, transaction: Transaction)

  /// Reads the value, lets `body` change it, and writes it back with `transaction`.
  ///
  /// A stored location does all three atomically, so that a projected write (read the base,
  /// change one member, write the base back) cannot lose a concurrent write to another member.
  func update(transaction: Transaction, _ body: (inout Value) -> Void)
}

extension Location {
  func set(_ newValue: Value, transaction: Transaction) {
    update(transaction: transaction) { $0 = newValue }
  }
}
