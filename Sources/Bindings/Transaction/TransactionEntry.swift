/// One set custom key of a ``Transaction``: its display name and its value.
///
/// The value sits in a ``TypedTransactionValue`` of the key's value type, which reading casts
/// back to: a class cast, where casting the value itself out of an `any Sendable` would ask the
/// runtime about the value's type, optional types especially.
@available(SwiftStdlib 6.0, *)
struct TransactionEntry: Sendable {
  let name: String
  private let storage: any TransactionValueStorage

  init<Key: TransactionKey>(key: Key.Type, value: Key.Value) {
    self.name = Key.displayName
    self.storage = TypedTransactionValue(value)
  }

  /// The value, for an entry that was stored under `key`; `nil` for an entry of another key.
  ///
  /// `Transaction` files an entry only under the identifier of the key it was built from, so
  /// for the key it is read with the cast always succeeds.
  func value<Key: TransactionKey>(of key: Key.Type) -> Key.Value? {
    (storage as? TypedTransactionValue<Key.Value>)?.value
  }

  /// The value as an existential, for descriptions.
  var anyValue: any Sendable { storage.anyValue }

  func hasSameValue(as other: TransactionEntry) -> Bool { storage.hasSameValue(as: other.storage) }
}

/// What an entry needs from its value without knowing its type.
@available(SwiftStdlib 6.0, *)
protocol TransactionValueStorage: AnyObject, Sendable {
  var anyValue: any Sendable { get }
  func hasSameValue(as other: any TransactionValueStorage) -> Bool
}

/// A transaction value of a known type, in a class so an entry can hold any of them.
@available(SwiftStdlib 6.0, *)
final class TypedTransactionValue<Value: Sendable & Equatable>: TransactionValueStorage {
  let value: Value

  init(_ value: Value) { self.value = value }

  var anyValue: any Sendable { value }

  func hasSameValue(as other: any TransactionValueStorage) -> Bool {
    (other as? TypedTransactionValue<Value>)?.value == value
  }
}
