@available(SwiftStdlib 6.0, *)
extension Transaction {
  /// Creates a transaction whose ``animation`` is set.
  ///
  /// ```swift
  /// Transaction(animation: .easeInOut).animation   // easeInOut(duration: 0.35)
  /// Transaction(animation: nil).isEmpty            // false: it disables the animation
  /// ```
  /// - Parameter animation: The animation, or `nil` for an explicit "no animation".
  public init(animation: Animation?) {
    self.init()
    self.animation = animation
  }

  /// The animation to apply to the change, or `nil` for none.
  public var animation: Animation? {
    get { builtIn.animation ?? nil }
    set { setAnimation(newValue) }
  }

  /// Whether animations attached to views (rather than to the change) should be skipped.
  public var disablesAnimations: Bool {
    get { builtIn.disablesAnimations ?? false }
    set { builtIn.disablesAnimations = newValue }
  }

  /// Whether the change is one step of a continuous interaction, such as a slider drag.
  public var isContinuous: Bool {
    get { builtIn.isContinuous ?? false }
    set { builtIn.isContinuous = newValue }
  }
}
