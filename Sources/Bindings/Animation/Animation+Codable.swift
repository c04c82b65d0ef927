/// The JSON form is flat, so a web page can map it to CSS timing, and every member is written:
///
/// ```json
/// {"curve": "easeInOut", "duration": 0.35, "delay": 0, "speed": 1}
/// {"curve": "spring", "response": 0.55, "dampingFraction": 0.825, "delay": 0, "speed": 1}
/// ```
///
/// `curve` is one of ``curveNames``. Timed curves carry `duration` (seconds), springs `response`
/// (seconds) and `dampingFraction` (1 settles without bouncing); `delay` (seconds) and `speed`
/// (a multiplier) follow.
///
/// Decoding is strict but fills in what is missing: `duration` defaults to ``defaultDuration``,
/// `response` and `dampingFraction` to those of ``spring(response:dampingFraction:)``, `delay`
/// to 0 and `speed` to 1; the curve `default` reads as ``default``. Every number must be finite
/// and at least 0, `speed` above 0, even one the curve does not use, and a member of another
/// name is refused.
///
/// ```swift
/// let animation = try JSONDecoder().decode(Animation.self, from: Data(#"{"curve": "linear"}"#.utf8))
/// animation == .linear                               // true
/// String(decoding: try JSONEncoder().encode(animation), as: UTF8.self)
/// // {"curve":"linear","duration":0.35,"delay":0,"speed":1}
/// ```
@available(SwiftStdlib 6.0, *)
extension Animation: Codable {
  private enum CodingKeys: String, CodingKey, CaseIterable {
    case curve, duration, response, dampingFraction, delay, speed
  }

  /// Every `curve` name decoding accepts: the names of the curves (``Curve/name``) and
  /// `default`, which reads as ``default``.
  ///
  /// ```swift
  /// Animation.curveNames   // ["linear", "easeIn", "easeOut", "easeInOut", "default", "spring"]
  /// ```
  public static let curveNames = ["linear", "easeIn", "easeOut", "easeInOut", "default", "spring"]

  /// Decodes the flat form described on the `Codable` conformance.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` naming the member for an unknown member, an unknown
  ///   curve, or a number that is negative, non-finite or (for `speed`) zero; the decoder's own
  ///   errors for a missing `curve` or a member of the wrong type.
  public init(from decoder: any Decoder) throws {
    try decoder.refuseMembers(other: CodingKeys.self)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    var numbers: [CodingKeys: Double] = [:]
    // A member present must be a number: `null` is not read as an absent member.
    for key in CodingKeys.allCases where key != .curve && container.contains(key) {
      let number = try container.decode(Double.self, forKey: key)
      let allowed = key == .speed ? number > 0 : number >= 0
      guard number.isFinite, allowed else {
        let rule = key == .speed ? "a finite number above 0" : "a finite number of at least 0"
        throw DecodingError.dataCorruptedError(
          forKey: key, in: container, debugDescription: "must be \(rule), got \(number)")
      }
      numbers[key] = number
    }
    let name = try container.decode(String.self, forKey: .curve)
    let duration = numbers[.duration] ?? Self.defaultDuration
    let curve: Curve
    switch name {
    case "linear": curve = .linear(duration: duration)
    case "easeIn": curve = .easeIn(duration: duration)
    case "easeOut": curve = .easeOut(duration: duration)
    case "easeInOut": curve = .easeInOut(duration: duration)
    case "default": curve = Self.default.curve
    case "spring": curve = Self.spring(numbers[.response], numbers[.dampingFraction]).curve
    default:
      throw DecodingError.dataCorruptedError(
        forKey: .curve, in: container,
        debugDescription: "unknown curve \"\(name)\"; expected one of \(Self.curveNames.joined(separator: ", "))")
    }
    self.init(curve: curve, delay: numbers[.delay] ?? 0, speed: numbers[.speed] ?? 1)
  }

  /// ``spring(response:dampingFraction:)`` with its own defaults for what is `nil`.
  private static func spring(_ response: Double?, _ dampingFraction: Double?) -> Animation {
    switch (response, dampingFraction) {
    case (let response?, let dampingFraction?): spring(response: response, dampingFraction: dampingFraction)
    case (let response?, nil): spring(response: response)
    case (nil, let dampingFraction?): spring(dampingFraction: dampingFraction)
    case (nil, nil): spring()
    }
  }

  /// Encodes the flat form described on the `Codable` conformance, every member that applies.
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(curve.name, forKey: .curve)
    switch curve {
    case .linear(let duration), .easeIn(let duration), .easeOut(let duration), .easeInOut(let duration):
      try container.encode(duration, forKey: .duration)
    case .spring(let response, let dampingFraction):
      try container.encode(response, forKey: .response)
      try container.encode(dampingFraction, forKey: .dampingFraction)
    }
    try container.encode(delay, forKey: .delay)
    try container.encode(speed, forKey: .speed)
  }
}

@available(SwiftStdlib 6.0, *)
extension Decoder {
  /// Throws when the object being decoded has a member that `Key` does not name: the JSON forms
  /// of `Animation` and `Transaction` are closed, so a misspelt member is an error rather than
  /// silently ignored.
  ///
  /// - Parameter keys: The members the object may have.
  func refuseMembers<Key: CodingKey & CaseIterable>(other keys: Key.Type) throws {
    let container = try self.container(keyedBy: MemberName.self)
    guard let unknown = container.allKeys.first(where: { Key(stringValue: $0.stringValue) == nil }) else { return }
    let expected = Key.allCases.map(\.stringValue).joined(separator: ", ")
    throw DecodingError.dataCorrupted(
      .init(
        codingPath: codingPath, debugDescription: "unknown member \"\(unknown.stringValue)\"; expected \(expected)"))
  }
}

/// Any member name: the key that lists every member of an object.
@available(SwiftStdlib 6.0, *)
private struct MemberName: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }
  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}
