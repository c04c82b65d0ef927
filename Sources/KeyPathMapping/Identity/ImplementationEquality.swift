// Mapping implementations are compared through existentials: first by dynamic type (which
// carries `Root`, `Member` and any other generic argument), then by value.

/// Compares two implementations by dynamic type, then by value.
///
/// Compares the metatypes instead of casting `right` to `Left`: binding identities compare key
/// paths through mappings on every playground render, and the runtime's cast cost more than the
/// comparison itself.
func implementationsAreEqual<Left: Hashable, Right: Hashable>(_ left: Left, _ right: Right) -> Bool {
  guard Left.self == Right.self else { return false }
  // Safe: `Left` and `Right` are the same type, so the bit cast only renames it.
  return left == unsafeBitCast(right, to: Left.self)
}

/// Hashes an implementation's dynamic type and value.
func hashImplementation<Implementation: Hashable>(_ implementation: Implementation, into hasher: inout Hasher) {
  hasher.combine(ObjectIdentifier(Implementation.self))
  implementation.hash(into: &hasher)
}
