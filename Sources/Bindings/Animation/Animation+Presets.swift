@available(SwiftStdlib 6.0, *)
extension Animation {
  /// The duration of the presets that take no `duration:`, in seconds (SwiftUI's 0.35).
  public static let defaultDuration = 0.35

  /// The default animation: ``easeInOut`` over ``defaultDuration``.
  ///
  /// ```swift
  /// Animation.default == .easeInOut   // true
  /// ```
  public static let `default` = easeInOut

  /// Constant speed over ``defaultDuration``.
  public static let linear = linear(duration: defaultDuration)

  /// Starts slowly, over ``defaultDuration``.
  public static let easeIn = easeIn(duration: defaultDuration)

  /// Ends slowly, over ``defaultDuration``.
  public static let easeOut = easeOut(duration: defaultDuration)

  /// Starts and ends slowly, over ``defaultDuration``.
  public static let easeInOut = easeInOut(duration: defaultDuration)

  /// Constant speed over `duration` seconds.
  ///
  /// - Parameter duration: The length in seconds.
  /// - Returns: The animation.
  public static func linear(duration: Double) -> Animation { Animation(curve: .linear(duration: duration)) }

  /// Starts slowly, over `duration` seconds.
  ///
  /// - Parameter duration: The length in seconds.
  /// - Returns: The animation.
  public static func easeIn(duration: Double) -> Animation { Animation(curve: .easeIn(duration: duration)) }

  /// Ends slowly, over `duration` seconds.
  ///
  /// - Parameter duration: The length in seconds.
  /// - Returns: The animation.
  public static func easeOut(duration: Double) -> Animation { Animation(curve: .easeOut(duration: duration)) }

  /// Starts and ends slowly, over `duration` seconds.
  ///
  /// ```swift
  /// Animation.easeInOut(duration: 1).curve   // .easeInOut(duration: 1.0)
  /// ```
  /// - Parameter duration: The length in seconds.
  /// - Returns: The animation.
  public static func easeInOut(duration: Double) -> Animation { Animation(curve: .easeInOut(duration: duration)) }

  /// A spring, with SwiftUI's defaults.
  ///
  /// ```swift
  /// print(Animation.spring())   // spring(response: 0.55, dampingFraction: 0.825)
  /// ```
  /// - Parameters:
  ///   - response: Roughly the seconds the spring takes to settle.
  ///   - dampingFraction: 1 settles without bouncing; smaller values bounce more.
  /// - Returns: The animation.
  public static func spring(response: Double = 0.55, dampingFraction: Double = 0.825) -> Animation {
    Animation(curve: .spring(response: response, dampingFraction: dampingFraction))
  }
}
