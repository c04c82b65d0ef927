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
    /// The implementation: its type and value are this mapping's identity.
    @usableFromInline
    let base: any ExtractingMapping<Root, Member>

    // Each direction is captured where the implementation's type is known, so calls through it
    // run specialized code even from generic callers such as key path accessors.
    @usableFromInline
    let extractor: (Root) -> Member

    /// Wraps a mapping implementation; its type and value become this mapping's identity.
    ///
    /// - Parameter base: The implementation to forward to.
    @inlinable
    public init(_ base: some ExtractingMapping<Root, Member>) {
      self.base = base
      extractor = { base.extract(from: $0) }
    }

    /// Reads the member.
    ///
    /// - Parameter root: The value to read from.
    /// - Returns: The derived member.
    @inlinable
    public func extract(from root: Root) -> Member {
      extractor(root)
    }

    /// Whether two mappings have implementations of the same type that compare equal.
    public static func == (lhs: Self, rhs: Self) -> Bool {
      mappingsAreEqual(lhs.base, rhs.base)
    }

    /// Hashes the implementation's type and value.
    public func hash(into hasher: inout Hasher) {
      hashMapping(base, into: &hasher)
    }

    /// The mapping's identity, for example `.to(Double) from Float` or `.inline(File.swift:12:7)`.
    public var description: String {
      String(describing: base)
    }
  }
}
