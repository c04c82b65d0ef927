/// The member of a base location's value at a key path: `$model.title`,
/// `$progress[convert: .to(Double.self)]`.
///
/// A write reads the base's value, writes the member through the key path and writes the value
/// back, all inside the base's ``Location/update(_:_:)``. Its identity step is the key path, so
/// equal key paths from equal bases give equal identities.
@available(SwiftStdlib 6.0, *)
@usableFromInline
final class KeyPathLocation<Root, Value>: Location {
  let base: any Location<Root>
  let keyPath: WritableKeyPath<Root, Value>

  @usableFromInline
  init(base: any Location<Root>, keyPath: WritableKeyPath<Root, Value>) {
    self.base = base
    self.keyPath = keyPath
  }

  @usableFromInline
  func get() -> Value { base.get()[keyPath: keyPath] }

  @usableFromInline
  func update(_ transaction: Transaction, _ body: (inout Value) -> Void) {
    base.update(transaction) { body(&$0[keyPath: keyPath]) }
  }

  @usableFromInline
  var identity: BindingIdentity { base.identity.appending(ProjectionStep(keyPath: keyPath)) }

  @usableFromInline
  func hasIdentity(_ identity: BindingIdentity, depth: Int) -> Bool {
    identity.isStep(.keyPath(keyPath), from: base, depth: depth)
  }
}
