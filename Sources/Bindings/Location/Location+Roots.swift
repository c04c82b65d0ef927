extension Location {
  /// A location made of a getter and a setter closure, from `Binding(get:set:)`.
  ///
  /// Each one is a root of its own: closures cannot be compared, so two such locations are never
  /// identical, even around the same closures. Updates are not atomic: the closures decide what
  /// they read and write, and nothing here can lock them.
  static func functional(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) -> Location {
    Location(
      place: .root(RootIdentity(.closure)),
      get: get,
      update: { transaction, body in
        var value = get()
        body(&value)
        set(value, transaction)
      },
      replace: set
    )
  }

  /// A location that always reads `value` and ignores writes, from ``Binding/constant(_:)``.
  static func constant(_ value: Value) -> Location {
    Location(place: .root(RootIdentity(.constant)), get: { value }, update: { _, _ in })
  }
}
