extension KeyPathMapper {
  /// A round-trippable conversion from `Root` to `Member` that writes back into a root it may replace.
  ///
  /// Build one with `.inline(...)`, a predefined factory, or by wrapping your own
  /// ``MutatingConversionMapping`` type with ``init(_:)``. Two mappings are equal when their ``identity``
  /// values are, which is what makes key paths through them comparable.
  ///
  /// ```swift
  /// var progress: Float = 0.25
  /// progress[convert: .to(Double.self)]        // 0.25 (a Double)
  /// progress[convert: .to(Double.self)] = 0.5  // progress is 0.5
  /// ```
  public struct MutatingConversionTo<Member>: MutatingConversionMapping, CustomStringConvertible {
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
    @usableFromInline
    let embedder: IgnoredByIdentity<(inout Root, Member) -> Void>

    /// Wraps a mapping implementation; its type and value become this mapping's identity.
    ///
    /// - Parameter base: The implementation to forward to.
    @inlinable
    public init(_ base: some MutatingConversionMapping<Root, Member>) {
      identity = MappingIdentity(base)
      extractor = IgnoredByIdentity { base.extract(from: $0) }
      embedder = IgnoredByIdentity { base.embed($1, in: &$0) }
    }

    /// Reads the member.
    ///
    /// - Parameter root: The value to read from.
    /// - Returns: The derived member.
    @inlinable
    public func extract(from root: Root) -> Member {
      extractor.value(root)
    }

    /// Writes a member into a root.
    ///
    /// - Parameters:
    ///   - member: The new member value.
    ///   - root: The root to update; left unchanged when the mapping rejects the write.
    @inlinable
    public func embed(_ member: Member, in root: inout Root) {
      embedder.value(&root, member)
    }

    /// The mapping's identity, for example `.to(Double) from Float` or `.inline(File.swift:12:7)`.
    public var description: String {
      identity.description
    }
  }
}
