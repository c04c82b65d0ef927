/// How a change should be animated: a timing curve, a delay and a speed.
///
/// A value type with SwiftUI's names. It does not animate anything by itself: it travels with a
/// ``Transaction`` to whoever renders the change (the playground sends it to a web page, which maps
/// it to CSS timing through its `Codable` form).
///
/// ```swift
/// let animation = Animation.easeInOut(duration: 0.5).delay(0.1)
/// print(animation)              // easeInOut(duration: 0.5).delay(0.1)
/// animation == .easeInOut       // false: the duration and delay differ
/// ```
///
/// `Sendable` because it holds only numbers.
@available(SwiftStdlib 6.0, *)
public struct Animation: Hashable, Sendable {
  /// The timing curve and its parameters.
  public enum Curve: Hashable, Sendable {
    /// Constant speed for `duration` seconds.
    case linear(duration: Double)
    /// Starts slowly, for `duration` seconds.
    case easeIn(duration: Double)
    /// Ends slowly, for `duration` seconds.
    case easeOut(duration: Double)
    /// Starts and ends slowly, for `duration` seconds.
    case easeInOut(duration: Double)
    /// A spring that settles in about `response` seconds; `dampingFraction` 1 means no bounce.
    case spring(response: Double, dampingFraction: Double)
  }

  /// The timing curve.
  public let curve: Curve

  /// Seconds to wait before starting.
  public let delay: Double

  /// The playback speed multiplier: 2 runs twice as fast.
  public let speed: Double

  /// Creates an animation from its parts.
  ///
  /// - Parameters:
  ///   - curve: The timing curve.
  ///   - delay: Seconds to wait before starting.
  ///   - speed: The playback speed multiplier.
  public init(curve: Curve, delay: Double = 0, speed: Double = 1) {
    self.curve = curve
    self.delay = delay
    self.speed = speed
  }

  /// Returns this animation started `delay` seconds later (replacing any earlier delay).
  ///
  /// ```swift
  /// Animation.linear.delay(0.2).delay    // 0.2
  /// ```
  /// - Parameter delay: Seconds to wait before starting.
  /// - Returns: The delayed animation.
  public func delay(_ delay: Double) -> Animation {
    Animation(curve: curve, delay: delay, speed: speed)
  }

  /// Returns this animation played at `speed` times its normal speed (replacing any earlier speed).
  ///
  /// ```swift
  /// Animation.linear.speed(2).speed      // 2.0
  /// ```
  /// - Parameter speed: The playback speed multiplier.
  /// - Returns: The faster or slower animation.
  public func speed(_ speed: Double) -> Animation {
    Animation(curve: curve, delay: delay, speed: speed)
  }
}
