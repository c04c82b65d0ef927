package import JSON

// Numbers are where strictness matters: 1e400, NaN and 1.5-as-Int are refused, never coerced.
// Float and Double values that are not finite (a Float root can overflow to infinity through a
// closure-built binding) are shown as the strings Swift prints, "inf", "-inf" and "nan", and
// read back from them, so that a recorded write can be replayed.

@available(SwiftStdlib 6.2, *)
extension Double: PlaygroundValue {
  package static var typeName: String { "Double" }

  package init(json: JSONValue) throws(ValueRejection) {
    self = try Self.floatingPoint(json, typeName: "a Double")
  }

  /// A number, or the string Swift prints for a value that is not finite.
  package var json: JSONValue { isFinite ? .number(self) : .string(description) }

  /// The finite number inside `json`, or a rejection naming `typeName`.
  static func finiteNumber(_ json: JSONValue, typeName: String) throws(ValueRejection) -> Double {
    guard let number = json.doubleValue else { throw .expected("\(typeName) (a JSON number)", got: json) }
    guard number.isFinite else {
      throw ValueRejection(message: "expected \(typeName), got a non-finite number (\(number))")
    }
    return number
  }

  /// A finite number, or one of the strings `"inf"`, `"-inf"` and `"nan"`.
  static func floatingPoint(_ json: JSONValue, typeName: String) throws(ValueRejection) -> Double {
    switch json {
    case .string("inf"): return .infinity
    case .string("-inf"): return -.infinity
    case .string("nan"): return .nan
    case .integer, .number: return try finiteNumber(json, typeName: typeName)
    default: throw .expected(#"\#(typeName) (a JSON number, or "inf", "-inf" or "nan")"#, got: json)
    }
  }
}

@available(SwiftStdlib 6.2, *)
extension Float: PlaygroundValue {
  package static var typeName: String { "Float" }

  package init(json: JSONValue) throws(ValueRejection) {
    let number = try Double.floatingPoint(json, typeName: "a Float")
    // A number within Float's range is one that rounds to a finite Float: the shortest decimal of
    // Float.greatestFiniteMagnitude (3.4028235e+38) lies just above it and reads back as it.
    guard !number.isFinite || Float(number).isFinite else {
      throw ValueRejection(message: "expected a Float, got \(number), beyond Float's range")
    }
    self = Float(number)
  }

  /// The shortest decimal that reads back as this `Float` (`0.1`, not `0.10000000149011612`),
  /// so learners see the stored value as Swift prints it; the string Swift prints for a value
  /// that is not finite.
  package var json: JSONValue { isFinite ? JSONValue(self) : .string(description) }
}

@available(SwiftStdlib 6.2, *)
extension Int: PlaygroundValue {
  package static var typeName: String { "Int" }

  package init(json: JSONValue) throws(ValueRejection) {
    if case .integer(let exact) = json {
      self = exact
      return
    }
    let number = try Double.finiteNumber(json, typeName: "an Int")
    guard number == number.rounded() else {
      throw ValueRejection(message: "expected an Int, got the fractional number \(number)")
    }
    guard let exact = Int(exactly: number) else {
      throw ValueRejection(message: "expected an Int, got \(number), beyond Int's range")
    }
    self = exact
  }

  package var json: JSONValue { .integer(self) }
}
