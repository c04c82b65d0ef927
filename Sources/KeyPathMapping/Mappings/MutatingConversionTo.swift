extension KeyPathMapper {
  /// A round-trippable conversion from `Root` to `Member` that writes back into a root it may replace.
  ///
  /// Build one with `.inline(...)`, a predefined factory, or by wrapping your own
  /// ``MutatingConversionMapping`` type with ``init(_:)``. Two values are equal when their implementations have the
  /// same type and compare equal, which is what makes key paths through them comparable.
  ///
/// ```swift
/// var progress: Float = 0.25
/// progress[convert: .to(Double.self)]        // 0.25 as Double
/// progress[convert: .to(Double.self)] = 0.5  // progress is 0.5 as Float
/// ```
  public struct MutatingConversionTo<Member>: MutatingConversionMapping, CustomStringConvertible {
    /// The implementation every operation forwards to.
    @usableFromInline
    let base: any MutatingConversionMapping<Root, Member>

    /// Wraps a mapping implementation; its type and value become this mapping's identity.
    ///
    /// - Parameter base: The implementation to forward to.
    @inlinable
    public init(_ base: some MutatingConversionMapping<Root, Member>) {
      self.base = base
    }

  /// Reads the member through the wrapped implementation.
  ///
  /// - Parameter root: The value to read from.
  /// - Returns: The derived member.
  @inlinable
  public func extract(from root: Root) -> Member {
    base.extract(from: root)
  }

  /// Writes a member into a root through the wrapped implementation.
  ///
  /// - Parameters:
  ///   - member: The new member value.
  ///   - root: The root to update; left unchanged when the implementation rejects the write.
  @inlinable
  public func embed(_ member: Member, into root: inout Root) {
    base.embed(member, into: &root)
  }

    /// Whether two mappings have implementations of the same type that compare equal.
    public static func == (lhs: Self, rhs: Self) -> Bool {
      mappingsAreEqual(lhs.base, rhs.base)
    }

    /// Hashes the implementation's type and value.
    public func hash(into hasher: inout Hasher) {
      hashMapping(base, into: &hasher)
    }

    /// The identity of the mapping, for example `.to(Double) from Float`.
    public var description: String {
      String(describing: base)
    }
  }
}
