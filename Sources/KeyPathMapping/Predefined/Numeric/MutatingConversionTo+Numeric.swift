#if PredefinedConversions
  // `.to(_:)` between any `BinaryInteger` and `BinaryFloatingPoint` types, in every direction.
  // None of them traps: a value beyond the target's range saturates at the target's bound, NaN
  // reads as zero in an integer, and a fractional value is rounded by `rounding` (toward zero
  // unless you choose otherwise).

  extension KeyPathMapper.MutatingConversionTo where Root: BinaryFloatingPoint {
    /// Converts between floating-point types; finite values beyond the target's range saturate.
    ///
    /// ```swift
    /// var progress: Float = 0.25
    /// progress[convert: .to(Double.self)]          // 0.25
    /// var large = 1e300
    /// large[convert: .to(Float.self)]              // Float.greatestFiniteMagnitude, not inf
    /// ```
    ///
    /// NaN and infinities are carried over unchanged.
    ///
    /// - Parameter type: The member type.
    /// - Returns: A conversion identified by its kind and both types.
    @inlinable
    public static func to(_ type: Member.Type = Member.self) -> Self where Member: BinaryFloatingPoint {
      Self(FloatingToFloating())
    }

    /// Converts a floating-point root to an integer member without trapping.
    ///
    /// ```swift
    /// var value = Double.nan
    /// value[convert: .to(Int.self)]                        // 0
    /// value = 1e300
    /// value[convert: .to(Int8.self)]                       // 127
    /// value = 2.7
    /// value[convert: .to(Int.self)]                        // 2
    /// value[convert: .to(Int.self, rounding: .toNearestOrAwayFromZero)]  // 3
    /// ```
    ///
    /// - Parameters:
    ///   - type: The member type.
    ///   - rounding: How fractional values are rounded on read.
    /// - Returns: A conversion identified by its kind, both types and `rounding`.
    @inlinable
    public static func to(
      _ type: Member.Type = Member.self, rounding: FloatingPointRoundingRule = .towardZero
    ) -> Self where Member: BinaryInteger {
      Self(FloatingToInteger(rounding: rounding))
    }
  }

  extension KeyPathMapper.MutatingConversionTo where Root: BinaryInteger {
    /// Converts an integer root to a floating-point member; writes back round and saturate.
    ///
    /// ```swift
    /// var count = 3
    /// count[convert: .to(Double.self)] = 4.9                             // count is 4
    /// count[convert: .to(Double.self, rounding: .toNearestOrEven)] = 4.9 // count is 5
    /// count[convert: .to(Double.self)] = .infinity                       // count is Int.max
    /// ```
    ///
    /// - Parameters:
    ///   - type: The member type.
    ///   - rounding: How fractional values are rounded when written back.
    /// - Returns: A conversion identified by its kind, both types and `rounding`.
    @inlinable
    public static func to(
      _ type: Member.Type = Member.self, rounding: FloatingPointRoundingRule = .towardZero
    ) -> Self where Member: BinaryFloatingPoint {
      Self(IntegerToFloating(rounding: rounding))
    }

    /// Converts between integer types, clamping values beyond the target's range.
    ///
    /// ```swift
    /// var big = Int.max
    /// big[convert: .to(Int8.self)]    // 127
    /// var negative = -5
    /// negative[convert: .to(UInt.self)]  // 0
    /// ```
    ///
    /// - Parameter type: The member type.
    /// - Returns: A conversion identified by its kind and both types.
    @inlinable
    public static func to(_ type: Member.Type = Member.self) -> Self where Member: BinaryInteger {
      Self(IntegerToInteger())
    }
  }
#endif
