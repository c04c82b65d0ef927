// Both methods consume the binding they are called on: it is nearly always a temporary
// (`$progress[convert: …].animation(.easeInOut)`), which then becomes the result instead of being
// copied into it and destroyed.
@available(SwiftStdlib 6.0, *)
extension Binding {
  /// Returns this binding with its transaction replaced.
  ///
  /// The location (and so the identity) is unchanged.
  ///
  /// ```swift
  /// @State var isOn = false
  /// var quiet = Transaction()
  /// quiet.disablesAnimations = true
  /// $isOn.transaction(quiet).wrappedValue = true
  /// _isOn.lastCommit?.transaction.disablesAnimations   // true
  /// ```
  /// - Parameter transaction: The transaction future writes commit with.
  /// - Returns: The binding with that transaction.
  public consuming func transaction(_ transaction: Transaction) -> Binding<Value> {
    var copy = self
    copy.transaction = transaction
    return copy
  }

  /// Returns this binding with its transaction's animation set (other keys kept).
  ///
  /// ```swift
  /// @State var progress: Float = 0
  /// $progress.animation(.easeInOut).wrappedValue = 1
  /// _progress.lastCommit?.transaction.animation   // easeInOut(duration: 0.35)
  /// ```
  /// - Parameter animation: The animation, `.default` unless given; `nil` sets "no animation".
  /// - Returns: The binding with that animation.
  public consuming func animation(_ animation: Animation? = .default) -> Binding<Value> {
    var copy = self
    copy.transaction.animation = animation
    return copy
  }
}
