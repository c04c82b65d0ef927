/// One set custom key of a ``Transaction``: its display name and its value.
///
/// The value sits in a ``TypedTransactionValue`` of the key's value type. Entries are stored only
/// under `ObjectIdentifier(Key.self)` and built from that key, so reading one back needs no
/// dynamic cast: the runtime's cast out of `any Sendable`, into an optional type especially, cost
/// about a thousand instructions per read.
struct TransactionEntry: Sendable {
  let name: String
  private let storage: any TransactionValueStorage

  init<Key: TransactionKey>(key: Key.Type, value: Key.Value) {
    self.name = Key.displayName
    self.storage = TypedTransactionValue(value)
  }

  /// The value, for an entry that was stored under `key`.
  func value<Key: TransactionKey>(of key: Key.Type) -> Key.Value {
    // Safe: `Transaction` files an entry only under the identifier of the key it was built from.
    unsafeDowncast(storage, to: TypedTransactionValue<Key.Value>.self).value
  }

  /// The value as an existential, for descriptions.
  var anyValue: any Sendable { storage.anyValue }

  func hasSameValue(as other: TransactionEntry) -> Bool { storage.hasSameValue(as: other.storage) }
}

/// What an entry needs from its value without knowing its type.
protocol TransactionValueStorage: AnyObject, Sendable {
  var anyValue: any Sendable { get }
  func hasSameValue(as other: any TransactionValueStorage) -> Bool
}

/// A transaction value of a known type, in a class so an entry can hold any of them and hand back
/// the typed one with an unchecked downcast.
final class TypedTransactionValue<Value: Sendable & Equatable>: TransactionValueStorage {
  let value: Value

  init(_ value: Value) { self.value = value }

  var anyValue: any Sendable { value }

  func hasSameValue(as other: any TransactionValueStorage) -> Bool {
    (other as? TypedTransactionValue<Value>)?.value == value
  }
}
