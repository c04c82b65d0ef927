extension KeyPathMapper {
  /// A round-trippable conversion from a reference `Root` to `Member` that writes through the reference.
  ///
  /// Build one with `.inline(...)`, a predefined factory, or by wrapping your own
  /// ``NonMutatingConversionMapping`` type with ``init(_:)``. Two values are equal when their implementations have the
  /// same type and compare equal, which is what makes key paths through them comparable.
  ///
/// ```swift
/// final class Counter: Equatable { var count = 0; /* == by identity */ }
/// let counter = Counter()
/// let text = KeyPathMapper<Counter>.NonMutatingConversionTo<String>.inline(
///   extract: { String($0.count) },
///   embed: { counter, text in counter.count = Int(text) ?? counter.count }
/// )
/// counter[convert: text] = "3"  // counter.count is 3
/// ```
  public struct NonMutatingConversionTo<Member>: NonMutatingConversionMapping, CustomStringConvertible {
    /// The implementation every operation forwards to.
    @usableFromInline
    let base: any NonMutatingConversionMapping<Root, Member>

    /// Wraps a mapping implementation; its type and value become this mapping's identity.
    ///
    /// - Parameter base: The implementation to forward to.
    @inlinable
    public init(_ base: some NonMutatingConversionMapping<Root, Member>) {
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
