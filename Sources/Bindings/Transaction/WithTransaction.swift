/// The transaction in effect for the current thread or task, set by ``withTransaction(_:_:)``.
///
/// A task-local value: it is per task in async code and per thread in synchronous code (including
/// threads Swift did not create, such as a C library's worker threads), so an ambient transaction
/// on one thread never reaches a write on another.
@available(SwiftStdlib 6.0, *)
enum AmbientTransaction {
  @TaskLocal static var current = Transaction()
}

@available(SwiftStdlib 6.0, *)
extension Transaction {
  /// The ambient transaction: the combination of every enclosing ``withTransaction(_:_:)`` on this
  /// thread or task, or an empty transaction outside them.
  ///
  /// ```swift
  /// Transaction.current.isEmpty                 // true
  /// withAnimation(.linear) {
  ///   Transaction.current.animation             // linear(duration: 0.35)
  /// }
  /// ```
  public static var current: Transaction { AmbientTransaction.current }
}

/// Runs `body` with `transaction` as the ambient transaction, and returns its result.
///
/// Every `State` commit that happens inside `body` on this thread (or task) applies the ambient
/// transaction over the writing binding's own transaction, key by key (SwiftUI's rule): keys the
/// ambient transaction sets win, the others keep the binding's values. Calls nest the same way:
/// an inner transaction overrides the keys it sets and keeps the outer ones.
///
/// ```swift
/// @State var progress: Float = 0
/// var quiet = Transaction()
/// quiet.disablesAnimations = true
/// withTransaction(quiet) {
///   $progress.animation(.easeIn).wrappedValue = 1
/// }
/// _progress.commits.last?.transaction     // Transaction(animation: easeIn(duration: 0.35), disablesAnimations: true)
/// ```
/// - Parameters:
///   - transaction: The transaction to layer over the current ambient one.
///   - body: The work whose writes should carry it.
/// - Returns: What `body` returns.
@available(SwiftStdlib 6.0, *)
public func withTransaction<Result>(
  _ transaction: Transaction,
  _ body: () throws -> Result
) rethrows -> Result {
  try AmbientTransaction.$current.withValue(
    AmbientTransaction.current.overriding(with: transaction),
    operation: body
  )
}

/// Runs `body` with an ambient transaction whose animation is `animation`.
///
/// Equivalent to `withTransaction(Transaction(animation: animation), body)`. Passing `nil` sets
/// "no animation" explicitly, which overrides an animation carried by the writing binding.
///
/// ```swift
/// @State var isOpen = false
/// withAnimation(.spring()) { isOpen = true }
/// _isOpen.commits.last?.transaction.animation   // spring(response: 0.55, dampingFraction: 0.825)
/// ```
/// - Parameters:
///   - animation: The animation, `.default` unless given.
///   - body: The work whose writes should be animated.
/// - Returns: What `body` returns.
@available(SwiftStdlib 6.0, *)
public func withAnimation<Result>(
  _ animation: Animation? = .default,
  _ body: () throws -> Result
) rethrows -> Result {
  try withTransaction(Transaction(animation: animation), body)
}
