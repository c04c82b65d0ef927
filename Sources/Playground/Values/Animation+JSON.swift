import Bindings

extension JSONWriter {
  /// Writes an animation as `{"curve", "duration", "delay", "speed"}` (a spring has `response`
  /// and `dampingFraction` instead of `duration`), or `null` for `nil`.
  mutating func animation(_ animation: Animation?) {
    guard let animation else { return null() }
    beginObject()
    key("curve")
    // The curve names as literals, written without an escape scan: they are `Curve.name`, the
    // names the contract lists and ``AnimationJSON`` reads.
    switch animation.curve {
    case .linear(let duration):
      string(literal: "linear"); key("duration"); number(duration)
    case .easeIn(let duration):
      string(literal: "easeIn"); key("duration"); number(duration)
    case .easeOut(let duration):
      string(literal: "easeOut"); key("duration"); number(duration)
    case .easeInOut(let duration):
      string(literal: "easeInOut"); key("duration"); number(duration)
    case .spring(let response, let dampingFraction):
      string(literal: "spring")
      key("response"); number(response)
      key("dampingFraction"); number(dampingFraction)
    }
    key("delay"); number(animation.delay)
    key("speed"); number(animation.speed)
    endObject()
  }
}

/// Reading animations from a request: `{"curve", "duration", "delay", "speed"}` (+ spring fields).
enum AnimationJSON {
  /// Every curve name the API accepts; `default` is read as SwiftUI's default (`easeInOut`).
  static let curveNames = ["linear", "easeIn", "easeOut", "easeInOut", "default", "spring"]

  /// Members besides `curve`, each a finite number of at least 0 (speed: above 0).
  private static let numberNames: Set = ["duration", "delay", "speed", "response", "dampingFraction"]

  /// Reads an animation strictly: a known curve, finite non-negative numbers (a positive speed),
  /// no unknown members. Members another curve would use are checked too, never ignored.
  static func animation(from json: JSONValue) throws(ValueRejection) -> Animation {
    guard case .object(let members) = json, case .string(let name)? = json["curve"] else {
      throw ValueRejection(message: "an animation needs a \"curve\" string, got \(json.serialized())")
    }
    var numbers: [String: Double] = [:]
    for member in members where member.key != "curve" {
      guard numberNames.contains(member.key) else {
        throw ValueRejection(message: "unknown animation member \"\(member.key)\"")
      }
      let number = try Double.finiteNumber(member.value, typeName: "\"\(member.key)\" as a number")
      guard number > 0 || (number == 0 && member.key != "speed") else {
        throw ValueRejection(message: "\"\(member.key)\" must be \(member.key == "speed" ? "positive" : "at least 0")")
      }
      numbers[member.key] = number
    }
    let duration = numbers["duration"] ?? Animation.defaultDuration
    let curve: Animation.Curve
    switch name {
    case "linear": curve = .linear(duration: duration)
    case "easeIn": curve = .easeIn(duration: duration)
    case "easeOut": curve = .easeOut(duration: duration)
    case "easeInOut": curve = .easeInOut(duration: duration)
    case "default": curve = Animation.default.curve
    case "spring": curve = .spring(response: numbers["response"] ?? 0.55, dampingFraction: numbers["dampingFraction"] ?? 0.825)
    default:
      throw ValueRejection(message: "unknown curve \"\(name)\"; expected one of \(curveNames.joined(separator: ", "))")
    }
    return Animation(curve: curve, delay: numbers["delay"] ?? 0, speed: numbers["speed"] ?? 1)
  }
}
