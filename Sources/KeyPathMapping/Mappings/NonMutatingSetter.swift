extension KeyPathMapper {
  /// A write-only mapping that puts a `Member` through a reference root, used with the `[setter:]` and `[getter:setter:]` subscripts.
  ///
  /// Build one with `.inline(...)`, a predefined factory, or by wrapping your own
  /// ``NonMutatingEmbeddingMapping`` type with ``init(_:)``. Two values are equal when their implementations have the
  /// same type and compare equal, which is what makes key paths through them comparable.
  ///
  public struct NonMutatingSetter<Member>: NonMutatingEmbeddingMapping, CustomStringConvertible {
    /// The implementation every operation forwards to.
    @usableFromInline
    let base: any NonMutatingEmbeddingMapping<Root, Member>

    /// Wraps a mapping implementation; its type and value become this mapping's identity.
    ///
    /// - Parameter base: The implementation to forward to.
    @inlinable
    public init(_ base: some NonMutatingEmbeddingMapping<Root, Member>) {
      self.base = base
    }

  /// Writes a member through a reference root via the wrapped implementation.
  ///
  /// - Parameters:
  ///   - member: The new member value.
  ///   - root: The reference to write through.
  @inlinable
  public func embed(_ member: Member, into root: Root) {
    base.embed(member, into: root)
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
