/// One element of a base location's collection, from iterating or subscripting a binding to a
/// collection (`for item in $items`, `$items[2]`).
///
/// Reads and writes go through the collection's own subscript at ``position``, inside the base's
/// ``Location/update(_:_:)``. Its identity step is the key path `\Base.[position]`, printed
/// `[position]`, so the same element of the same base is the same place on every derivation.
@available(SwiftStdlib 6.0, *)
@usableFromInline
final class ElementLocation<Base: MutableCollection>: Location where Base.Index: Hashable {
  let base: any Location<Base>
  let position: Base.Index

  @usableFromInline
  init(base: any Location<Base>, position: Base.Index) {
    self.base = base
    self.position = position
  }

  @usableFromInline
  func get() -> Base.Element { base.get()[position] }

  @usableFromInline
  func update(_ transaction: Transaction, _ body: (inout Base.Element) -> Void) {
    base.update(transaction) { body(&$0[position]) }
  }

  @usableFromInline
  var identity: BindingIdentity {
    base.identity.appending(ProjectionStep(keyPath: keyPath, label: .element(position)))
  }

  @usableFromInline
  func hasIdentity(_ identity: BindingIdentity, depth: Int) -> Bool {
    identity.isStep(.keyPath(keyPath), from: base, depth: depth)
  }

  /// The key path to the element, built when the identity is asked for.
  private var keyPath: WritableKeyPath<Base, Base.Element> { \.[position] }
}
