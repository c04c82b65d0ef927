extension KeyPathMapper {
  /// A round-trippable conversion from a reference `Root` to `Member` that writes through the reference.
  ///
  /// Build one with `.inline(...)`, a predefined factory, or by wrapping your own
  /// ``NonMutatingConversionMapping`` type with ``init(_:)``. Two mappings are equal when their ``identity``
  /// values are, which is what makes key paths through them comparable.
  ///
  /// ```swift
  /// let text = KeyPathMapper<Counter>.NonMutatingConversionTo<String>.inline(
  ///   extract: { String($0.count) },
  ///   embed: { counter, text in counter.count = Int(text) ?? counter.count }
  /// )
  /// counter[convert: text] = "3"  // counter.count is 3
  /// ```
  public struct NonMutatingConversionTo<Member>: NonMutatingConversionMapping, CustomStringConvertible {
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
    let embedder: IgnoredByIdentity<(Root, Member) -> Void>

    /// Wraps a mapping implementation; its type and value become this mapping's identity.
    ///
    /// - Parameter base: The implementation to forward to.
    @inlinable
    public init(_ base: some NonMutatingConversionMapping<Root, Member>) {
      identity = MappingIdentity(base)
      extractor = IgnoredByIdentity { base.extract(from: $0) }
      embedder = IgnoredByIdentity { base.embed($1, in: $0) }
    }

    /// Reads the member.
    ///
    /// - Parameter root: The value to read from.
    /// - Returns: The derived member.
    @inlinable
    public func extract(from root: Root) -> Member {
      extractor.value(root)
    }

    /// Writes a member through a reference root.
    ///
    /// - Parameters:
    ///   - member: The new member value.
    ///   - root: The reference to write through.
    @inlinable
    public func embed(_ member: Member, in root: Root) {
      embedder.value(root, member)
    }

    /// The mapping's identity, for example `.to(Double) from Float` or `.inline(File.swift:12:7)`.
    public var description: String {
      identity.description
    }
  }
}
