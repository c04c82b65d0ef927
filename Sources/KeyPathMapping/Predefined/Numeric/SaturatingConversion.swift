#if PredefinedConversions
  /// Numeric conversions that never trap: the rules behind every `.to(_:)`.
  ///
  /// - NaN becomes zero when the target is an integer, and stays NaN when it is floating-point.
  /// - Finite values beyond the target's range become its nearest bound (`Int8.max`,
  ///   `Float.greatestFiniteMagnitude`); infinities become a fixed-width integer target's bounds.
  /// - An integer type without a fixed width has no bounds: it takes every finite value exactly,
  ///   and an infinity becomes the source type's largest finite value of the same sign.
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
    static func integer<Source: BinaryFloatingPoint, Target: BinaryInteger>(
      _ source: Source, rounding rule: FloatingPointRoundingRule, as _: Target.Type = Target.self
    ) -> Target {
      if source.isNaN { return 0 }
      let rounded = source.rounded(rule)
      if let exact = Target(exactly: rounded) { return exact }
      // Refused: the value is infinite, or beyond a fixed-width target's range.
      if let bound = fixedWidthBound(of: Target.self, negative: rounded < 0) { return bound }
      return Target(rounded < 0 ? -Source.greatestFiniteMagnitude : .greatestFiniteMagnitude)
    }

    /// A fixed-width integer type's `min` (when `negative`) or `max`, or `nil` for a type without a
    /// fixed width. Specialized for a concrete type, the check and the arithmetic fold away.
    @inlinable
    static func fixedWidthBound<Target: BinaryInteger>(of _: Target.Type, negative: Bool) -> Target? {
      guard Target.self is any FixedWidthInteger.Type else { return nil }
      let zero: Target = 0
      guard Target.isSigned else { return negative ? zero : ~zero }
      // Two's complement, as `BinaryInteger` requires: `min` is all ones shifted left to the sign bit.
      let min = ~zero << (zero.bitWidth - 1)
      return negative ? min : ~min
    }

    @inlinable
    static func integer<Source: BinaryInteger, Target: BinaryInteger>(
      _ source: Source, as _: Target.Type = Target.self
    ) -> Target {
      Target(clamping: source)
    }
  }

#endif
