/// How a `State` decides that a write left its value unchanged (``Commit/isNoOp``), worked out
/// once per state instead of once per commit: each commit calls one stored closure, instead of
/// asking whether its value is `Equatable`.
@available(SwiftStdlib 6.0, *)
@usableFromInline
struct ValueEquality<Value>: Sendable {
  @usableFromInline let areEqual: (@Sendable (Value, Value) -> Bool)?

  /// The equality of `Value` when it is `Equatable`, found at run time; otherwise every pair
  /// counts as changed.
  @usableFromInline
  init() {
    guard let equatable = Value.self as? any (Equatable & SendableMetatype).Type else {
      areEqual = nil
      return
    }
    areEqual = equatable.equality(viewedAs: Value.self)
  }

  /// `areEqual` as the equality, given where `Value` is known to be `Equatable`, so that it is
  /// the type's own `==` (`State.init` where `Value: Equatable`).
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

@available(SwiftStdlib 6.0, *)
extension Equatable where Self: SendableMetatype {
  /// `==` for values typed as `Value`, which is `Self` under another name (the cast in
  /// `ValueEquality.init()`), so the casts always succeed.
  fileprivate static func equality<Value>(viewedAs _: Value.Type) -> @Sendable (Value, Value) -> Bool {
    { lhs, rhs in
      guard let lhs = lhs as? Self, let rhs = rhs as? Self else { return false }
      return lhs == rhs
    }
  }
}
