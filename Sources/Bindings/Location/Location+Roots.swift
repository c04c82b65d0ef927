extension Location {
  /// A location that always reads `value` and ignores writes, from ``Binding/constant(_:)``.
  static func constant(_ value: Value) -> Location {
    Location(place: .root(RootIdentity(.constant)), read: { _ in value }, modify: { _, _, _ in })
  }
}

/// A location made of a getter and a setter closure, from `Binding(get:set:)`.
///
/// Each one is a root of its own: closures cannot be compared, so two such locations are never
/// identical, even around the same closures. Updates are not atomic: the closures decide what
/// they read and write, and nothing here can lock them.
final class FunctionalLocation<Value>: Location<Value> {
  let getter: () -> Value
  let setter: (Value, Transaction) -> Void

  init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    getter = get
    setter = set
    super.init(
      place: .root(RootIdentity(.closure)),
      read: { FunctionalLocation.closures($0).getter() },
      modify: { location, transaction, body in
        let closures = FunctionalLocation.closures(location)
        var value = closures.getter()
        body(&value)
        closures.setter(value, transaction)
      },
      replace: { FunctionalLocation.closures($0).setter($1, $2) }
    )
  }

  /// `location` as the functional location it is.
  ///
  /// Unchecked: only this class's initializer installs the accessors that call it, and
  /// ``Location`` hands its accessors nothing but itself.
  private static func closures(_ location: Location<Value>) -> FunctionalLocation {
    unsafeDowncast(location, to: FunctionalLocation.self)
  }
}
