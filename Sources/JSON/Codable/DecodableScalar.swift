/// The types decoding containers read directly, each from the JSON that spells it exactly.
protocol DecodableScalar {
  /// The type's name with its article, for messages: `"a Bool"`, `"an Int"`.
  static var expectedName: String { get }
  /// The value `json` spells, or `nil` when it spells none of this type.
  init?(json: JSONValue)
}

extension DecodableScalar {
  /// Reads `json` as this type, or throws a type mismatch at `codingPath` that says what was
  /// expected and what was there.
  static func decode(_ json: JSONValue, codingPath: [any CodingKey]) throws -> Self {
    if let value = Self(json: json) { return value }
    let found = json.doubleValue == nil ? json.kindDescription : json.serialized()
    let context = DecodingError.Context(
      codingPath: codingPath, debugDescription: "expected \(expectedName), got \(found)")
    if case .null = json { throw DecodingError.valueNotFound(Self.self, context) }
    throw DecodingError.typeMismatch(Self.self, context)
  }
}

extension Bool: DecodableScalar {
  static var expectedName: String { "a Bool" }
  init?(json: JSONValue) {
    guard case .bool(let value) = json else { return nil }
    self = value
  }
}

extension String: DecodableScalar {
  static var expectedName: String { "a String" }
  init?(json: JSONValue) {
    guard case .string(let value) = json else { return nil }
    self = value
  }
}

extension Double: DecodableScalar {
  static var expectedName: String { "a Double" }
  /// Any number, or one of the strings written for non-finite numbers.
  init?(json: JSONValue) {
    switch json {
    case .integer(let value): self = Double(value)
    case .number(let value): self = value
    case .string("inf"): self = .infinity
    case .string("-inf"): self = -.infinity
    case .string("nan"): self = .nan
    default: return nil
    }
  }
}

extension Float: DecodableScalar {
  static var expectedName: String { "a Float" }
  /// A number within `Float`'s range, or one of the strings written for non-finite numbers.
  init?(json: JSONValue) {
    guard let number = Double(json: json), !number.isFinite || abs(number) <= Double(Float.greatestFiniteMagnitude)
    else { return nil }
    self = Float(number)
  }
}

/// Integers share one rule: an integral number that fits the type.
protocol DecodableInteger: DecodableScalar, FixedWidthInteger {}

extension DecodableInteger {
  static var expectedName: String { (isSigned ? "an " : "a ") + String(describing: Self.self) }

  init?(json: JSONValue) {
    switch json {
    case .integer(let value):
      guard let exact = Self(exactly: value) else { return nil }
      self = exact
    case .number(let value):
      guard let exact = Self(exactly: value) else { return nil }
      self = exact
    default:
      return nil
    }
  }
}

extension Int: DecodableInteger {}
extension Int8: DecodableInteger {}
extension Int16: DecodableInteger {}
extension Int32: DecodableInteger {}
extension Int64: DecodableInteger {}
extension UInt: DecodableInteger {}
extension UInt8: DecodableInteger {}
extension UInt16: DecodableInteger {}
extension UInt32: DecodableInteger {}
extension UInt64: DecodableInteger {}
