import Bindings

/// swift-navigation's `UIBinding` rule for combining a write's transactions, beside SwiftUI's.
///
/// SwiftUI applies the ambient transaction (`withAnimation`, `withTransaction`) over the writing
/// binding's, key by key: the keys the ambient one sets win, the binding keeps the others
/// (`Transaction.overriding(with:)`, what a `State` commits). `UIBinding` instead uses the ambient
/// transaction whole whenever it sets anything, and the binding's only when it sets nothing. The
/// two differ exactly when both set something and the binding sets a key the ambient one does
/// not.
///
/// ```swift
/// let binding = Transaction(animation: .easeIn)
/// UIBindingRule.committed(binding: binding, ambient: .noAnimations)
/// // Transaction(disablesAnimations: true): the binding's animation is gone
/// binding.overriding(with: .noAnimations)
/// // Transaction(animation: easeIn(duration: 0.35), disablesAnimations: true): SwiftUI's rule
/// ```
@available(SwiftStdlib 6.2, *)
enum UIBindingRule {
  /// The transaction `UIBinding` would commit.
  ///
  /// - Parameters:
  ///   - binding: The transaction the write brought to the root.
  ///   - ambient: The ambient transaction at the write.
  /// - Returns: `ambient` when it sets any key, otherwise `binding`.
  static func committed(binding: Transaction, ambient: Transaction) -> Transaction {
    ambient.isEmpty ? binding : ambient
  }
}
