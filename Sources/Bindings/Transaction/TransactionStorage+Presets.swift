@available(SwiftStdlib 6.0, *)
extension TransactionStorage {
  /// The contents of a transaction that sets its animation, and nothing else, to a preset or to
  /// "no animation"; `nil` for any other animation.
  ///
  /// Shared, as the presets are: storages are immutable, so a transaction may hold one that
  /// others hold too, and comparing an animation with the presets costs a tenth of making a
  /// storage and freeing it again.
  static func animationOnly(_ animation: Animation?) -> TransactionStorage? {
    switch animation {
    case Animation.easeInOut?: easeInOut
    case Animation.linear?: linear
    case Animation.easeIn?: easeIn
    case Animation.easeOut?: easeOut
    case nil: noAnimation
    default: nil
    }
  }

  private static let easeInOut = animating(.easeInOut)
  private static let linear = animating(.linear)
  private static let easeIn = animating(.easeIn)
  private static let easeOut = animating(.easeOut)
  private static let noAnimation = animating(nil)

  private static func animating(_ animation: Animation?) -> TransactionStorage {
    TransactionStorage(builtIn: BuiltInTransactionValues(animation: .some(animation)), entries: [:])
  }
}
