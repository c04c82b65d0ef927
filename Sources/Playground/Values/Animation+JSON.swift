import Bindings

/// The JSON spelling of animations: `{"curve", "duration", "delay", "speed"}` (+ spring fields).
enum AnimationJSON {
  /// Every curve name the API accepts; `default` is read as SwiftUI's default (`easeInOut`).
  static let curveNames = ["linear", "easeIn", "easeOut", "easeInOut", "default", "spring"]

  static func json(_ animation: Animation) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = [("curve", .string(animation.curve.name))]
    switch animation.curve {
    case .spring(let response, let dampingFraction):
      members += [("response", .number(response)), ("dampingFraction", .number(dampingFraction))]
    default:
      members.append(("duration", .number(animation.curve.duration ?? 0)))
    }
    members += [("delay", .number(animation.delay)), ("speed", .number(animation.speed))]
    return .object(members)
  }

  private static let memberNames: Set = ["curve", "duration", "delay", "speed", "response", "dampingFraction"]

  /// Reads an animation strictly: a known curve, finite non-negative times, a positive speed,
  /// no unknown members.
  static func animation(from json: JSONValue) throws(ValueRejection) -> Animation {
    guard case .object(let members) = json, case .string(let name)? = json["curve"] else {
      throw ValueRejection(message: "an animation needs a \"curve\" string, got \(json.serialized())")
    }
    if let unknown = members.first(where: { !memberNames.contains($0.key) }) {
      throw ValueRejection(message: "unknown animation member \"\(unknown.key)\"")
    }
    func time(_ key: String, default value: Double) throws(ValueRejection) -> Double {
      guard let member = json[key] else { return value }
      let number = try Double.finiteNumber(member, typeName: "\"\(key)\" as a number")
      guard number >= 0 else { throw ValueRejection(message: "\"\(key)\" must not be negative") }
      return number
    }
    let duration = try time("duration", default: Animation.defaultDuration)
    let curve: Animation.Curve
    switch name {
    case "linear": curve = .linear(duration: duration)
    case "easeIn": curve = .easeIn(duration: duration)
    case "easeOut": curve = .easeOut(duration: duration)
    case "easeInOut": curve = .easeInOut(duration: duration)
    case "default": curve = Animation.default.curve
    case "spring":
      curve = .spring(response: try time("response", default: 0.55), dampingFraction: try time("dampingFraction", default: 0.825))
    default:
      throw ValueRejection(message: "unknown curve \"\(name)\"; expected one of \(curveNames.joined(separator: ", "))")
    }
    let speed = try time("speed", default: 1)
    guard speed > 0 else { throw ValueRejection(message: "\"speed\" must be positive") }
    return Animation(curve: curve, delay: try time("delay", default: 0), speed: speed)
  }
}
