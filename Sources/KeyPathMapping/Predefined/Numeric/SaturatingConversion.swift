#if PredefinedConversions
/// Numeric conversions that never trap: the rules behind every `.to(_:)`.
///
/// - NaN becomes zero when the target is an integer, and stays NaN when it is floating-point.
/// - Finite values beyond the target's range become its nearest bound (`Int8.max`,
///   `Float.greatestFiniteMagnitude`); infinities become an integer target's bounds.
@usableFromInline
enum SaturatingConversion {
  @inlinable
  static func floatingPoint<Source: BinaryFloatingPoint, Target: BinaryFloatingPoint>(
    _ source: Source, as _: Target.Type = Target.self
  ) -> Target {
    let target = Target(source)
    guard target.isInfinite, source.isFinite else { return target }
    return target < 0 ? -Target.greatestFiniteMagnitude : .greatestFiniteMagnitude
  }

  @inlinable
  static func floatingPoint<Source: BinaryInteger, Target: BinaryFloatingPoint>(
    _ source: Source, as _: Target.Type = Target.self
  ) -> Target {
    let target = Target(source)
    guard target.isInfinite else { return target }
    return target < 0 ? -Target.greatestFiniteMagnitude : .greatestFiniteMagnitude
  }

  @inlinable
  static func integer<Source: BinaryFloatingPoint, Target: FixedWidthInteger>(
    _ source: Source, rounding rule: FloatingPointRoundingRule, as _: Target.Type = Target.self
  ) -> Target {
    if source.isNaN { return 0 }
    let rounded = source.rounded(rule)
    if let exact = Target(exactly: rounded) { return exact }
    return rounded < 0 ? .min : .max
  }

  @inlinable
  static func integer<Source: BinaryInteger, Target: BinaryInteger>(
    _ source: Source, as _: Target.Type = Target.self
  ) -> Target {
    Target(clamping: source)
  }
}

#endif
