extension KeyPathMapper {
  /// A write-only mapping that puts a `Member` into a root it may replace, used with the `[setter:]` and `[getter:setter:]` subscripts.
  ///
  /// Build one with `.inline(...)`, a predefined factory, or by wrapping your own
  /// ``MutatingEmbeddingMapping`` type with ``init(_:)``. Two mappings are equal when their ``identity``
  /// values are, which is what makes key paths through them comparable.
  ///
  /// ```swift
  /// var volume = 3
  /// var log: [Int] = []
  /// volume[setter: .onDidSet { log.append($0) }] = 7  // volume is 7, log is [7]
  /// ```
  public struct MutatingSetter<Member>: MutatingEmbeddingMapping, CustomStringConvertible {
    /// The type the mapping starts from: the mapper's `Value`.
    public typealias Root = Value

    /// What the mapping is: two mappings are equal when their identities are.
    public let identity: MappingIdentity

    // Each direction is captured where the implementation's type is known, so calls through it
    // run specialized code even from generic callers such as key path accessors, and a direct
    // call site that inlines everything keeps no trace of the mapping at all. `Hashable` is
    // synthesized: only `identity` takes part in it.
    @usableFromInline
    let embedder: IgnoredByIdentity<(inout Root, Member) -> Void>

    /// Wraps a mapping implementation; its type and value become this mapping's identity.
    ///
    /// - Parameter base: The implementation to forward to.
    @inlinable
    public init(_ base: some MutatingEmbeddingMapping<Root, Member>) {
      identity = MappingIdentity(base)
      embedder = IgnoredByIdentity { base.embed($1, in: &$0) }
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
