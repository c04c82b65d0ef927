/// The JSON form is flat and stable, so a web page can map it to CSS timing:
///
/// ```json
/// {"curve": "easeInOut", "duration": 0.35, "delay": 0, "speed": 1}
/// {"curve": "spring", "response": 0.55, "dampingFraction": 0.825, "delay": 0, "speed": 1}
/// ```
///
/// `curve` is one of `linear`, `easeIn`, `easeOut`, `easeInOut`, `spring`. Timed curves carry
/// `duration` (seconds); springs carry `response` (seconds) and `dampingFraction` (0...1) instead.
/// `delay` (seconds) and `speed` (multiplier) are always present when encoding and default to 0
/// and 1 when decoding.
extension Animation: Codable {
  private enum CodingKeys: String, CodingKey {
    case curve, duration, response, dampingFraction, delay, speed
  }

  /// Decodes the flat JSON form described on the `Codable` conformance.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` for an unknown `curve`; the usual errors for missing
  ///   or mistyped fields.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let name = try container.decode(String.self, forKey: .curve)
    let curve: Curve
    switch name {
    case "spring":
      curve = .spring(
        response: try container.decode(Double.self, forKey: .response),
        dampingFraction: try container.decode(Double.self, forKey: .dampingFraction)
      )
    default:
      let duration = try container.decode(Double.self, forKey: .duration)
      guard let timed = Curve.timed(named: name, duration: duration) else {
        throw DecodingError.dataCorruptedError(
          forKey: .curve, in: container, debugDescription: "Unknown animation curve \"\(name)\"")
      }
      curve = timed
    }
    self.init(
      curve: curve,
      delay: try container.decodeIfPresent(Double.self, forKey: .delay) ?? 0,
      speed: try container.decodeIfPresent(Double.self, forKey: .speed) ?? 1
    )
  }

  /// Encodes the flat JSON form described on the `Codable` conformance.
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(curve.name, forKey: .curve)
    switch curve {
    case .spring(let response, let dampingFraction):
      try container.encode(response, forKey: .response)
      try container.encode(dampingFraction, forKey: .dampingFraction)
    default:
      try container.encode(curve.duration ?? 0, forKey: .duration)
    }
    try container.encode(delay, forKey: .delay)
    try container.encode(speed, forKey: .speed)
  }
}

extension Animation.Curve {
  /// The timed curve called `name`, or `nil` when no timed curve has that name.
  fileprivate static func timed(named name: String, duration: Double) -> Self? {
    switch name {
    case "linear": .linear(duration: duration)
    case "easeIn": .easeIn(duration: duration)
    case "easeOut": .easeOut(duration: duration)
    case "easeInOut": .easeInOut(duration: duration)
    default: nil
    }
  }
}
