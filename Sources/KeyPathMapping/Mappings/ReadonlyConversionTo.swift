extension KeyPathMapper {
  /// A read-only mapping from `Root` to `Member`, used with the `[map:]` and `[getter:]` subscripts.
  ///
  /// Build one with `.inline(...)`, a predefined factory, or by wrapping your own
  /// ``ExtractingMapping`` type with ``init(_:)``. Two values are equal when their implementations have the
  /// same type and compare equal, which is what makes key paths through them comparable.
  ///
/// ```swift
/// extension KeyPathMapper.ReadonlyConversionTo where Root == [Int], Member == Int {
///   static var sum: Self { .inline(extract: { $0.reduce(0, +) }) }
/// }
///
/// [1, 2, 3][map: .sum]  // 6
/// ```
  public struct ReadonlyConversionTo<Member>: ExtractingMapping, CustomStringConvertible {
    /// The implementation every operation forwards to.
    @usableFromInline
    let base: any ExtractingMapping<Root, Member>

    /// Wraps a mapping implementation; its type and value become this mapping's identity.
    ///
    /// - Parameter base: The implementation to forward to.
    @inlinable
    public init(_ base: some ExtractingMapping<Root, Member>) {
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
