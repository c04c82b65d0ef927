// Every mapping type stores its implementation as an existential. Its identity is the
// implementation's dynamic type (which carries `Root`, `Member` and any other generic argument)
// together with the implementation's own `Hashable` value: kind, types and parameters.

/// Compares two mapping implementations by dynamic type, then by value.
@usableFromInline
func mappingsAreEqual<Left: Hashable, Right: Hashable>(_ left: Left, _ right: Right) -> Bool {
  guard let right = right as? Left else { return false }
  return left == right
}

/// Hashes a mapping implementation's dynamic type and value.
@usableFromInline
func hashMapping<Base: Hashable>(_ base: Base, into hasher: inout Hasher) {
  hasher.combine(ObjectIdentifier(Base.self))
  base.hash(into: &hasher)
}
