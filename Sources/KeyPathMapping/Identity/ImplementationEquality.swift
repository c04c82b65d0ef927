// Mapping implementations are compared through existentials: first by dynamic type (which
// carries `Root`, `Member` and any other generic argument), then by value.

/// Compares two implementations by dynamic type, then by value.
///
/// The types must be the same, not merely castable: a subclass's value never equals its
/// superclass's.
func implementationsAreEqual<Left: Hashable, Right: Hashable>(_ left: Left, _ right: Right) -> Bool {
  guard Left.self == Right.self, let right = right as? Left else { return false }
  return left == right
}

/// Hashes an implementation's dynamic type and value.
func hashImplementation<Implementation: Hashable>(_ implementation: Implementation, into hasher: inout Hasher) {
  hasher.combine(ObjectIdentifier(Implementation.self))
  implementation.hash(into: &hasher)
}
