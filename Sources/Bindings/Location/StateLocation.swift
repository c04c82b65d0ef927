/// The root location of a `State`: where `$state` and every binding derived from it read and write.
///
/// Writes go to the state's ``StateStorage``, the one place a transaction is committed.
///
/// A binding reaches its location through `any Location<Value>`, so what runs is the generic
/// implementation of each location, compiled without knowing `Value`. That is cheap for the steps,
/// but the storage's write, compiled generically, asks the runtime for the types of its commit,
/// its history and its locks on every write. So this location keeps the storage's read and write
/// as closures, formed in this `@inlinable` initializer, which `State.init` runs where `Value` is
/// known: the closures run code compiled for it. They capture the storage, never this location.
@available(SwiftStdlib 6.0, *)
@usableFromInline
final class StateLocation<Value: Sendable>: Location, Sendable {
  @usableFromInline let storage: StateStorage<Value>
  @usableFromInline let read: @Sendable () -> Value
  @usableFromInline let write: @Sendable (Transaction, (inout Value) -> Void) -> Void
  let root = RootIdentity(.state)

  @inlinable
  init(_ storage: StateStorage<Value>) {
    self.storage = storage
    read = { storage.value }
    write = { storage.write(transaction: $0, $1) }
  }

  @usableFromInline
  func get() -> Value { read() }

  @usableFromInline
  func update(_ transaction: Transaction, _ body: (inout Value) -> Void) {
    write(transaction, body)
  }

  @usableFromInline
  var identity: BindingIdentity { BindingIdentity(root: root) }

  @usableFromInline
  func hasIdentity(_ identity: BindingIdentity, depth: Int) -> Bool {
    identity.isRoot(root, depth: depth)
  }
}
