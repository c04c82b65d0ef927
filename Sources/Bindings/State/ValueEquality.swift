/// How a `State` decides that a write left its value unchanged (``Commit/isNoOp``), worked out
/// once per state instead of once per commit.
///
/// Asking each commit `oldValue as? any Equatable` made the runtime search for a conformance and
/// box the value on every write; asking the value's *type* once, when the state is created, leaves
/// one call through a stored closure per commit.
@usableFromInline
struct ValueEquality<Value>: Sendable {
  @usableFromInline let areEqual: (@Sendable (Value, Value) -> Bool)?

  /// The equality of `Value` when it is `Equatable`; otherwise every pair counts as changed.
  @usableFromInline
  init() {
    guard let equatable = Value.self as? any (Equatable & SendableMetatype).Type else {
      areEqual = nil
      return
    }
    areEqual = equatable.equality(viewedAs: Value.self)
  }

  /// `areEqual` as the equality, given where `Value` is known to be `Equatable`: formed there,
  /// `==` is the type's own, where the closure ``init()`` finds runs generic code (about a
  /// hundred instructions to compare two `Float`s in callgrind).
  @inlinable
  init(_ areEqual: @escaping @Sendable (Value, Value) -> Bool) {
    self.areEqual = areEqual
  }

  /// `true` when `Value` is `Equatable` and the two values are equal.
  @inlinable
  func isUnchanged(_ oldValue: Value, _ newValue: Value) -> Bool {
    areEqual?(oldValue, newValue) ?? false
  }
}

extension Equatable where Self: SendableMetatype {
  /// `==` for values typed as `Value`, which must be `Self` under another name.
  fileprivate static func equality<Value>(viewedAs _: Value.Type) -> @Sendable (Value, Value) -> Bool {
    // Safe: only called with `Value.self == Self.self` (the cast in `ValueEquality.init`), so the
    // bit casts change the static type and nothing else.
    { lhs, rhs in unsafeBitCast(lhs, to: Self.self) == unsafeBitCast(rhs, to: Self.self) }
  }
}
