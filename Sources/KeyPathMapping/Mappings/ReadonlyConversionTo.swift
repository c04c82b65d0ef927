extension KeyPathMapper {
  /// A read-only mapping from `Root` to `Member`, used with the `[map:]` and `[getter:]` subscripts.
  ///
  /// Build one with `.inline(...)`, a predefined factory, or by wrapping your own
  /// ``ExtractingMapping`` type with ``init(_:)``. Two mappings are equal when their ``identity``
  /// values are, which is what makes key paths through them comparable.
  ///
  /// ```swift
  /// extension KeyPathMapper.ReadonlyConversionTo where Root == [Int], Member == Int {
  ///   static var sum: Self { .inline(extract: { $0.reduce(0, +) }) }
  /// }
  ///
  /// [1, 2, 3][map: .sum]  // 6
  /// ```
  public struct ReadonlyConversionTo<Member>: ExtractingMapping, CustomStringConvertible {
    /// The type the mapping starts from: the mapper's `Value`.
    public typealias Root = Value

    /// What the mapping is: two mappings are equal when their identities are.
    public let identity: MappingIdentity

    // Each direction is captured where the implementation's type is known, so calls through it
    // run specialized code even from generic callers such as key path accessors, and a direct
    // call site that inlines everything keeps no trace of the mapping at all. `Hashable` is
    // synthesized: only `identity` takes part in it.
    @usableFromInline
    let extractor: IgnoredByIdentity<(Root) -> Member>

    /// Wraps a mapping implementation; its type and value become this mapping's identity.
    ///
    /// - Parameter base: The implementation to forward to.
    @inlinable
    public init(_ base: some ExtractingMapping<Root, Member>) {
      identity = MappingIdentity(base)
      extractor = IgnoredByIdentity { base.extract(from: $0) }
    }

    /// Reads the member.
    ///
    /// - Parameter root: The value to read from.
    /// - Returns: The derived member.
    @inlinable
    public func extract(from root: Root) -> Member {
      extractor.value(root)
    }

    /// The mapping's identity, for example `.to(Double) from Float` or `.inline(File.swift:12:7)`.
    public var description: String {
      identity.description
    }
  }
}
