/// A key for a custom value carried by a ``Transaction``.
///
/// Declare a type that conforms, give it a default, and read or write the value through
/// ``Transaction/subscript(_:)``. A transaction that never had the key set reports the default.
///
/// Unlike SwiftUI, the value must be `Sendable` (an ambient transaction crosses threads through a
/// task-local value) and `Equatable` (so transactions, and the commits that record them, compare).
///
/// ```swift
/// enum SourceKey: TransactionKey {
///   static let defaultValue = "unknown"
/// }
///
/// var transaction = Transaction()
/// transaction[SourceKey.self]            // "unknown"
/// transaction[SourceKey.self] = "slider"
/// transaction[SourceKey.self]            // "slider"
/// ```
@available(SwiftStdlib 6.0, *)
public protocol TransactionKey {
  /// The type of the value stored under this key.
  associatedtype Value: Sendable & Equatable

  /// The value a transaction reports when the key was never set.
  static var defaultValue: Value { get }

  /// The name shown in ``Transaction/description`` and ``Transaction/setKeyNames``.
  ///
  /// Defaults to the key type's name.
  static var displayName: String { get }
}

@available(SwiftStdlib 6.0, *)
extension TransactionKey {
  /// The key type's own name, for example `"SourceKey"`.
  public static var displayName: String { String(describing: Self.self) }
}
