#if PredefinedConversions
  // One implementation per pair of numeric families. Each is a payload-free (or one-byte) struct,
  // so wrapping it in a mapping never allocates, and its generic arguments make `.to(Double.self)`
  // from `Float` differ from `.to(Float.self)` from `Float` or `.to(Double.self)` from `Int`.

  @usableFromInline
  struct FloatingToFloating<Root: BinaryFloatingPoint, Member: BinaryFloatingPoint>: MutatingConversionMapping {
    @inlinable init() {}
    @inlinable func extract(from root: Root) -> Member { SaturatingConversion.floatingPoint(root) }
    @inlinable func embed(_ member: Member, in root: inout Root) { root = SaturatingConversion.floatingPoint(member) }
  }

  @usableFromInline
  struct FloatingToInteger<Root: BinaryFloatingPoint, Member: BinaryInteger>: MutatingConversionMapping {
    @usableFromInline let rounding: FloatingPointRoundingRule
    @inlinable init(rounding: FloatingPointRoundingRule) { self.rounding = rounding }
    @inlinable func extract(from root: Root) -> Member { SaturatingConversion.integer(root, rounding: rounding) }
    @inlinable func embed(_ member: Member, in root: inout Root) { root = SaturatingConversion.floatingPoint(member) }
  }

  @usableFromInline
  struct IntegerToFloating<Root: BinaryInteger, Member: BinaryFloatingPoint>: MutatingConversionMapping {
    @usableFromInline let rounding: FloatingPointRoundingRule
    @inlinable init(rounding: FloatingPointRoundingRule) { self.rounding = rounding }
    @inlinable func extract(from root: Root) -> Member { SaturatingConversion.floatingPoint(root) }
    @inlinable func embed(_ member: Member, in root: inout Root) {
      root = SaturatingConversion.integer(member, rounding: rounding)
    }
  }

  @usableFromInline
  struct IntegerToInteger<Root: BinaryInteger, Member: BinaryInteger>: MutatingConversionMapping {
    @inlinable init() {}
    @inlinable func extract(from root: Root) -> Member { SaturatingConversion.integer(root) }
    @inlinable func embed(_ member: Member, in root: inout Root) { root = SaturatingConversion.integer(member) }
  }

  extension FloatingToFloating: CustomStringConvertible {
    @usableFromInline var description: String { ".to(\(Member.self)) from \(Root.self)" }
  }

  extension FloatingToInteger: CustomStringConvertible {
    @usableFromInline var description: String { ".to(\(Member.self), rounding: .\(rounding)) from \(Root.self)" }
  }

  extension IntegerToFloating: CustomStringConvertible {
    @usableFromInline var description: String { ".to(\(Member.self), rounding: .\(rounding)) from \(Root.self)" }
  }

  extension IntegerToInteger: CustomStringConvertible {
    @usableFromInline var description: String { ".to(\(Member.self)) from \(Root.self)" }
  }
#endif
