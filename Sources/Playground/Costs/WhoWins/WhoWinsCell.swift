import Bindings

/// One cell of the who-wins grid: a write from one transaction source through one binding, and
/// the transactions it met at the root.
///
/// Made by running the write (``WhoWinsGrid/perform(_:through:on:writing:)``): ``committed`` is
/// what the `State` committed, by SwiftUI's rule as the `Bindings` module implements it.
///
/// ```swift
/// let cell = WhoWinsGrid.compute().cell(source: "animation+withTransaction", column: "mapped")
/// cell?.committed            // Transaction(animation: easeIn(duration: 0.35), disablesAnimations: true)
/// cell?.uiBindingCommitted   // Transaction(disablesAnimations: true)
/// cell?.uiBindingDiffers     // true
/// ```
@available(SwiftStdlib 6.2, *)
struct WhoWinsCell: Sendable, Equatable, CustomStringConvertible {
  /// The row's ``TransactionSource/id``.
  let sourceID: String
  /// The column's ``WhoWinsColumn/id``.
  let columnID: String
  /// The statement that made the write.
  let code: String
  /// The transaction the writing binding brought to the root; `nil` when no commit was made.
  let arrived: Transaction?
  /// The ambient transaction the write ran inside (empty outside `withTransaction`).
  let ambient: Transaction
  /// The transaction the root committed; `nil` when no commit was made.
  let committed: Transaction?

  /// What swift-navigation's `UIBinding` rule would commit from the same two transactions.
  var uiBindingCommitted: Transaction? {
    arrived.map { UIBindingRule.committed(binding: $0, ambient: ambient) }
  }

  /// Whether the `UIBinding` rule would commit something else.
  var uiBindingDiffers: Bool { uiBindingCommitted != committed }

  /// The committed transaction, and the `UIBinding` one where it differs.
  var description: String {
    let swiftUI = committed.map(String.init(describing:)) ?? "no commit"
    guard uiBindingDiffers, let uiBinding = uiBindingCommitted else { return swiftUI }
    return "\(swiftUI) (UIBinding: \(uiBinding))"
  }
}
