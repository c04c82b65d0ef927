/// The types decoding containers read directly, each from the JSON that spells it exactly.
@available(SwiftStdlib 6.2, *)
protocol DecodableScalar {
  /// The type's name with its article, for messages: `"a Bool"`, `"an Int"`.
  static var expectedName: String { get }
  /// The value `json` spells, or `nil` when it spells none of this type.
  init?(json: JSONValue)
}

@available(SwiftStdlib 6.2, *)
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

@available(SwiftStdlib 6.2, *)
extension Bool: DecodableScalar {
  static var expectedName: String { "a Bool" }
  init?(json: JSONValue) {
    guard case .bool(let value) = json else { return nil }
    self = value
  }
}

@available(SwiftStdlib 6.2, *)
extension String: DecodableScalar {
  static var expectedName: String { "a String" }
  init?(json: JSONValue) {
    guard case .string(let value) = json else { return nil }
    self = value
  }
}

@available(SwiftStdlib 6.2, *)
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

@available(SwiftStdlib 6.2, *)
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
@available(SwiftStdlib 6.2, *)
protocol DecodableInteger: DecodableScalar, FixedWidthInteger {}

@available(SwiftStdlib 6.2, *)
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

@available(SwiftStdlib 6.2, *)
extension Int: DecodableInteger {}
@available(SwiftStdlib 6.2, *)
extension Int8: DecodableInteger {}
@available(SwiftStdlib 6.2, *)
extension Int16: DecodableInteger {}
@available(SwiftStdlib 6.2, *)
extension Int32: DecodableInteger {}
@available(SwiftStdlib 6.2, *)
extension Int64: DecodableInteger {}
@available(SwiftStdlib 6.2, *)
extension UInt: DecodableInteger {}
@available(SwiftStdlib 6.2, *)
extension UInt8: DecodableInteger {}
@available(SwiftStdlib 6.2, *)
extension UInt16: DecodableInteger {}
@available(SwiftStdlib 6.2, *)
extension UInt32: DecodableInteger {}
@available(SwiftStdlib 6.2, *)
extension UInt64: DecodableInteger {}
