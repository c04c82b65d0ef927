/// The context of a state change: its animation, whether animations are disabled, whether it is
/// part of a continuous gesture, and any custom values.
///
/// A transaction records which keys were *set*, not only their values: writing
/// `transaction.animation = nil` sets the animation key (to "no animation"), which differs from an
/// empty transaction that leaves the animation to someone else. That distinction is what
/// ``overriding(with:)`` (the ambient-over-binding rule) relies on, and what ``isEmpty`` and
/// ``setKeyNames`` report.
///
/// ```swift
/// var transaction = Transaction(animation: .easeInOut)
/// transaction.isEmpty          // false
/// transaction.setKeyNames      // ["animation"]
/// transaction.disablesAnimations = true
/// print(transaction)           // Transaction(animation: easeInOut(duration: 0.35), disablesAnimations: true)
/// ```
///
/// `Transaction` is `Sendable`: every stored value is `Sendable` (``TransactionKey/Value`` requires
/// it), so an ambient transaction can follow a write onto any thread.
@available(SwiftStdlib 6.0, *)
public struct Transaction: Sendable, Equatable {
  /// Everything set, in one shared immutable object (`nil` while nothing is): a transaction is
  /// copied into every binding and three times into every commit, so it is one reference.
  private var storage: TransactionStorage?

  /// The built-in keys' values.
  var builtIn: BuiltInTransactionValues {
    get { storage?.builtIn ?? BuiltInTransactionValues() }
    set { storage = TransactionStorage(builtIn: newValue, entries: entries) }
  }

  /// Sets the animation key to `animation`.
  ///
  /// A transaction that sets nothing else and a preset animation shares the preset's storage
  /// (``TransactionStorage/animationOnly(_:)``), so `.animation(.easeInOut)`, on every render of
  /// many bindings, makes no storage of its own.
  mutating func setAnimation(_ animation: Animation?) {
    if storage == nil, let shared = TransactionStorage.animationOnly(animation) {
      storage = shared
    } else {
      builtIn.animation = .some(animation)
    }
  }

  /// The custom keys' values, keyed by their key type.
  var entries: [ObjectIdentifier: TransactionEntry] {
    get { storage?.entries ?? [:] }
    set { storage = TransactionStorage(builtIn: builtIn, entries: newValue) }
  }

  /// Creates an empty transaction: no key is set.
  public init() {}

  /// Reads or sets the value stored under a key.
  ///
  /// Reading a key that was never set returns its ``TransactionKey/defaultValue``. Setting a key
  /// marks it as set, even when the new value equals the default.
  ///
  /// - Parameter key: The key type.
  /// - Complexity: O(1) on average.
  public subscript<Key: TransactionKey>(key: Key.Type) -> Key.Value {
    get { entries[ObjectIdentifier(key)]?.value(of: key) ?? Key.defaultValue }
    set { entries[ObjectIdentifier(key)] = TransactionEntry(key: key, value: newValue) }
  }

  /// Whether no key is set.
  ///
  /// ```swift
  /// Transaction().isEmpty                      // true
  /// Transaction(animation: nil).isEmpty        // false: "no animation" was chosen explicitly
  /// ```
  public var isEmpty: Bool { builtIn.isEmpty && entries.isEmpty }

  /// The display names of the keys that are set, sorted.
  ///
  /// ```swift
  /// Transaction(animation: .linear).setKeyNames   // ["animation"]
  /// ```
  /// - Complexity: O(*n* log *n*) where *n* is the number of keys set.
  public var setKeyNames: [String] { namedValues.map(\.name).sorted() }

  /// Whether a value was set for a key (even one equal to its default).
  ///
  /// - Parameter key: The key type.
  /// - Returns: `true` when the key is set.
  public func isSet<Key: TransactionKey>(_ key: Key.Type) -> Bool {
    entries[ObjectIdentifier(key)] != nil
  }

  /// Returns this transaction with every key that `other` sets replaced by `other`'s value.
  ///
  /// This is the rule a `State` applies at commit, with the ambient transaction (from
  /// ``withTransaction(_:_:)``) as `other`: ambient over binding, key by key. Keys that `other`
  /// does not set keep this transaction's values.
  ///
  /// ```swift
  /// var binding = Transaction(animation: .easeIn)
  /// binding.disablesAnimations = true
  /// let committed = binding.overriding(with: Transaction(animation: .linear))
  /// committed.animation            // linear
  /// committed.disablesAnimations   // true
  /// ```
  /// - Parameter other: The transaction whose set keys win.
  /// - Returns: The combined transaction.
  public func overriding(with other: Transaction) -> Transaction {
    // A transaction without storage sets nothing: the usual ambient transaction, told apart
    // without copying the built-in values and the entries out of a storage to ask `isEmpty`.
    guard other.storage != nil, !other.isEmpty else { return self }
    guard !isEmpty else { return other }
    var combined = Transaction()
    combined.storage = TransactionStorage(
      builtIn: builtIn.overriding(with: other.builtIn),
      entries: entries.merging(other.entries) { _, winner in winner }
    )
    return combined
  }

  /// Two transactions are equal when they set the same keys to equal values.
  public static func == (lhs: Transaction, rhs: Transaction) -> Bool {
    // A storage is never changed, so two transactions sharing one (copies, or the same preset
    // animation) are equal without comparing their values; so are two without storage.
    if lhs.storage === rhs.storage { return true }
    return lhs.builtIn == rhs.builtIn
      && lhs.entries.count == rhs.entries.count
      && lhs.entries.allSatisfy { key, entry in
        rhs.entries[key].map { entry.hasSameValue(as: $0) } ?? false
      }
  }

  /// Every set key's name and value, built-in and custom, unsorted.
  var namedValues: [(name: String, value: any Sendable)] {
    builtIn.namedValues + entries.values.map { ($0.name, $0.anyValue) }
  }
}

/// The contents of a non-empty ``Transaction``; replaced, never changed, when a key is set.
@available(SwiftStdlib 6.0, *)
final class TransactionStorage: Sendable {
  let builtIn: BuiltInTransactionValues
  let entries: [ObjectIdentifier: TransactionEntry]

  init(builtIn: BuiltInTransactionValues, entries: [ObjectIdentifier: TransactionEntry]) {
    self.builtIn = builtIn
    self.entries = entries
  }
}
