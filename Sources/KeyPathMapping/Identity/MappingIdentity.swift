/// What a mapping is, as far as `==` and hashing are concerned: the type and value of its
/// implementation.
///
/// Every mapping exposes its identity, which is also what its `description` prints:
///
/// ```swift
/// let mapping = KeyPathMapper<[Int]>.MutatingConversionTo<Int?>.safeIndex(2)
/// mapping.identity.description  // ".safeIndex(2) of Array<Int>"
/// mapping.identity == KeyPathMapper<[Int]>.MutatingConversionTo<Int?>.safeIndex(2).identity  // true
/// ```
///
/// The implementation's type carries the root and member types and the kind of mapping; its
/// value carries the parameters, or for `.inline` mappings the call site or `id:`.
public struct MappingIdentity: Hashable, CustomStringConvertible {
  // A closure rather than a stored existential: code that never compares or hashes the mapping
  // (a direct `value[convert: ...]` access) lets the optimizer drop it altogether.
  @usableFromInline
  let implementation: () -> any Hashable

  /// Identifies a mapping by its implementation.
  ///
  /// - Parameter implementation: The value whose type and value are the identity.
  @inlinable
  public init(_ implementation: some Hashable) {
    self.implementation = { implementation }
  }

  /// Whether both implementations have the same type and compare equal.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    implementationsAreEqual(lhs.implementation(), rhs.implementation())
  }

  /// Hashes the implementation's type and value.
  public func hash(into hasher: inout Hasher) {
    hashImplementation(implementation(), into: &hasher)
  }

  /// The implementation's description, for example `.to(Double) from Float`.
  public var description: String {
    String(describing: implementation())
  }
}

/// A stored value that takes no part in its container's synthesized `Hashable` conformance: the
/// closures a mapping runs, whose identity is the mapping's ``MappingIdentity``.
@usableFromInline
struct IgnoredByIdentity<Value>: Hashable {
  @usableFromInline
  let value: Value

  @inlinable
  init(_ value: Value) {
    self.value = value
  }

  @inlinable
  static func == (lhs: Self, rhs: Self) -> Bool { true }

  @inlinable
  func hash(into hasher: inout Hasher) {}
}
