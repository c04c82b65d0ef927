/// One write that reached a `State`: the values before and after, and the transactions involved.
///
/// ```swift
/// @State var progress: Float = 0.25
/// $progress.animation(.easeIn).wrappedValue = 0.75
/// let commit = _progress.lastCommit!
/// commit.sequence               // 1
/// commit.oldValue               // 0.25
/// commit.newValue               // 0.75
/// commit.transaction.animation  // easeIn(duration: 0.35)
/// commit.isNoOp                 // false
/// ```
///
/// `Sendable` because `State` requires a `Sendable` value and transactions are `Sendable`:
/// observers receive commits on the writer's thread and may hand them anywhere.
@available(SwiftStdlib 6.0, *)
public struct Commit<Value: Sendable>: Sendable {
  /// The commit's position in its `State`'s history: 1 for the first commit, then 2, 3, ...
  ///
  /// Numbered per `State`, in the order the writes were stored. Observers of concurrent writers
  /// may be called out of this order; sort by it to restore it.
  public let sequence: Int

  /// The value before the write.
  public let oldValue: Value

  /// The value after the write.
  public let newValue: Value

  /// The transaction of the binding that wrote (empty for a write to `State.wrappedValue`).
  public let bindingTransaction: Transaction

  /// The ambient transaction on the writer's thread or task (from ``withTransaction(_:_:)``).
  public let ambientTransaction: Transaction

  /// The transaction committed: ``ambientTransaction`` over ``bindingTransaction``, key by key.
  public let transaction: Transaction

  /// Whether the value did not change: `true` only when `Value` is `Equatable` and the old and new
  /// values are equal. Such writes are still recorded, so they can be shown.
  public let isNoOp: Bool

  @usableFromInline
  init(
    sequence: Int, oldValue: Value, newValue: Value, bindingTransaction: Transaction,
    ambientTransaction: Transaction, transaction: Transaction, isNoOp: Bool
  ) {
    self.sequence = sequence
    self.oldValue = oldValue
    self.newValue = newValue
    self.bindingTransaction = bindingTransaction
    self.ambientTransaction = ambientTransaction
    self.transaction = transaction
    self.isNoOp = isNoOp
  }
}

@available(SwiftStdlib 6.0, *)
extension Commit: Equatable where Value: Equatable {}

/// Encodes every property under its own name (`sequence`, `oldValue`, `newValue`,
/// `bindingTransaction`, `ambientTransaction`, `transaction`, `isNoOp`); transactions use
/// `Transaction`'s JSON form.
@available(SwiftStdlib 6.0, *)
extension Commit: Encodable where Value: Encodable {}

@available(SwiftStdlib 6.0, *)
extension Commit: CustomStringConvertible {
  /// The commit in one line, for example
  /// `#2 0.25 -> 0.75 Transaction(animation: easeIn(duration: 0.35))`, ending in ` (no-op)` for a
  /// no-op.
  public var description: String {
    "#\(sequence) \(oldValue) -> \(newValue) \(transaction)" + (isNoOp ? " (no-op)" : "")
  }
}
