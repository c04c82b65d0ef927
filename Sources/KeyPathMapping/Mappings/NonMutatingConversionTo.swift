extension KeyPathMapper {
  /// A round-trippable conversion from a reference `Root` to `Member` that writes through the reference.
  ///
  /// Build one with `.inline(...)`, a predefined factory, or by wrapping your own
  /// ``NonMutatingConversionMapping`` type with ``init(_:)``. Two values are equal when their implementations have the
  /// same type and compare equal, which is what makes key paths through them comparable.
  ///
  /// ```swift
  /// let text = KeyPathMapper<Counter>.NonMutatingConversionTo<String>.inline(
  ///   extract: { String($0.count) },
  ///   embed: { counter, text in counter.count = Int(text) ?? counter.count }
  /// )
  /// counter[convert: text] = "3"  // counter.count is 3
  /// ```
  public struct NonMutatingConversionTo<Member>: NonMutatingConversionMapping, CustomStringConvertible {
    /// The implementation: its type and value are this mapping's identity.
    @usableFromInline
    let base: any NonMutatingConversionMapping<Root, Member>

    // Each direction is captured where the implementation's type is known, so calls through it
    // run specialized code even from generic callers such as key path accessors.
    @usableFromInline
    let extractor: (Root) -> Member
    @usableFromInline
    let embedder: (Root, Member) -> Void

    /// Wraps a mapping implementation; its type and value become this mapping's identity.
    ///
    /// - Parameter base: The implementation to forward to.
    @inlinable
    public init(_ base: some NonMutatingConversionMapping<Root, Member>) {
      self.base = base
      extractor = { base.extract(from: $0) }
      embedder = { base.embed($1, into: $0) }
    }

    /// Reads the member.
    ///
    /// - Parameter root: The value to read from.
    /// - Returns: The derived member.
    @inlinable
    public func extract(from root: Root) -> Member {
      extractor(root)
    }

    /// Writes a member through a reference root.
    ///
    /// - Parameters:
    ///   - member: The new member value.
    ///   - root: The reference to write through.
    @inlinable
    public func embed(_ member: Member, into root: Root) {
      embedder(root, member)
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
