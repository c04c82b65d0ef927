// Numbers are where strictness matters: NaN, 1e400 and 1.5-as-Int are rejected, never coerced.

extension Double: PlaygroundValue {
  static var typeName: String { "Double" }

  init(json: JSONValue) throws(ValueRejection) {
    self = try Self.finiteNumber(json, typeName: "a Double")
  }

  var json: JSONValue { .number(self) }

  /// The finite number inside `json`, or a rejection naming `typeName`.
  static func finiteNumber(_ json: JSONValue, typeName: String) throws(ValueRejection) -> Double {
    guard let number = json.doubleValue else { throw .expected("\(typeName) (a JSON number)", got: json) }
    guard number.isFinite else {
      throw ValueRejection(message: "expected \(typeName), got a non-finite number (\(number))")
    }
    return number
  }
}

extension Float: PlaygroundValue {
  static var typeName: String { "Float" }

  init(json: JSONValue) throws(ValueRejection) {
    let number = try Double.finiteNumber(json, typeName: "a Float")
    guard abs(number) <= Double(Float.greatestFiniteMagnitude) else {
      throw ValueRejection(message: "expected a Float, got \(number), beyond Float's range")
    }
    self = Float(number)
  }

  /// The shortest decimal that reads back as this `Float` (`0.1`, not `0.10000000149011612`),
  /// so learners see the stored value as Swift prints it.
  var json: JSONValue {
    // Below 128 floats lie closer than half of 10^-4 apart, as ShortDecimal requires; its
    // decimal is then the one `description` prints, found without printing and parsing.
    if abs(self) < 128, let decimal = ShortDecimal(near: Double(self), readsBack: { Float($0) == self }) {
      return .number(decimal.value)
    }
    return .number(Double(description) ?? Double(self))
  }
}

extension Int: PlaygroundValue {
  static var typeName: String { "Int" }

  init(json: JSONValue) throws(ValueRejection) {
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

  var json: JSONValue { .integer(self) }
}
