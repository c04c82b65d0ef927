@available(SwiftStdlib 6.0, *)
extension Animation: CustomStringConvertible {
  /// A stable, Swift-like description: the curve, then `.delay(_:)` and `.speed(_:)` when they
  /// differ from 0 and 1.
  ///
  /// ```swift
  /// print(Animation.easeIn)                        // easeIn(duration: 0.35)
  /// print(Animation.linear(duration: 1).speed(2))  // linear(duration: 1.0).speed(2.0)
  /// ```
  public var description: String {
    var text = curve.description
    if delay != 0 { text += ".delay(\(delay))" }
    if speed != 1 { text += ".speed(\(speed))" }
    return text
  }
}

@available(SwiftStdlib 6.0, *)
extension Animation.Curve: CustomStringConvertible {
  /// The curve as written in Swift, for example `easeOut(duration: 0.35)`.
  public var description: String {
    switch self {
    case .spring(let response, let dampingFraction):
      "spring(response: \(response), dampingFraction: \(dampingFraction))"
    default:
      "\(name)(duration: \(duration ?? 0))"
    }
  }

  /// The curve's name, which is also its `"curve"` value in JSON: `"linear"`, `"easeIn"`,
  /// `"easeOut"`, `"easeInOut"` or `"spring"`.
  public var name: String {
    switch self {
    case .linear: "linear"
    case .easeIn: "easeIn"
    case .easeOut: "easeOut"
    case .easeInOut: "easeInOut"
    case .spring: "spring"
    }
  }

  /// The length in seconds of a timed curve; `nil` for a spring, whose length follows from its
  /// response and damping.
  public var duration: Double? {
    switch self {
    case .linear(let duration), .easeIn(let duration), .easeOut(let duration), .easeInOut(let duration):
      duration
    case .spring:
      nil
    }
  }
}
