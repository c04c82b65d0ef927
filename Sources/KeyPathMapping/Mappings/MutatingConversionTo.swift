extension KeyPathMapper {
  /// A round-trippable conversion from `Root` to `Member` that writes back into a root it may replace.
  ///
  /// Build one with `.inline(...)`, a predefined factory, or by wrapping your own
  /// ``MutatingConversionMapping`` type with ``init(_:)``. Two values are equal when their implementations have the
  /// same type and compare equal, which is what makes key paths through them comparable.
  ///
  /// ```swift
  /// var progress: Float = 0.25
  /// progress[convert: .to(Double.self)]        // 0.25 (a Double)
  /// progress[convert: .to(Double.self)] = 0.5  // progress is 0.5
  /// ```
  public struct MutatingConversionTo<Member>: MutatingConversionMapping, CustomStringConvertible {
    /// The implementation: its type and value are this mapping's identity.
    @usableFromInline
    let base: any MutatingConversionMapping<Root, Member>

    // Each direction is captured where the implementation's type is known, so calls through it
    // run specialized code even from generic callers such as key path accessors.
    @usableFromInline
    let extractor: (Root) -> Member
    @usableFromInline
    let embedder: (inout Root, Member) -> Void

    /// Wraps a mapping implementation; its type and value become this mapping's identity.
    ///
    /// - Parameter base: The implementation to forward to.
    @inlinable
    public init(_ base: some MutatingConversionMapping<Root, Member>) {
      self.base = base
      extractor = { base.extract(from: $0) }
      embedder = { base.embed($1, into: &$0) }
    }

    /// Reads the member.
    ///
    /// - Parameter root: The value to read from.
    /// - Returns: The derived member.
    @inlinable
    public func extract(from root: Root) -> Member {
      extractor(root)
    }

    /// Writes a member into a root.
    ///
    /// - Parameters:
    ///   - member: The new member value.
    ///   - root: The root to update; left unchanged when the mapping rejects the write.
    @inlinable
    public func embed(_ member: Member, into root: inout Root) {
      embedder(&root, member)
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
