/// A JSON document held as a Swift value, with object keys kept in their written order.
///
/// The playground parses request bodies into `JSONValue` with its own strict parser (so that
/// `NaN` or `1e400` can be answered with a 422 that names the value instead of a generic
/// "malformed JSON") and serialises every answer from it, so keys come out in a readable order.
///
/// ```swift
/// let value: JSONValue = ["written": 0.75, "readBack": 0.75]
/// value["written"]            // .number(0.75)
/// value.serialized()          // {"written":0.75,"readBack":0.75}
/// ```
public enum JSONValue: Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number written without fraction or exponent that fits `Int` exactly.
  case integer(Int)
  /// Any other number; may be non-finite when the text was `NaN`, `Infinity` or overflowed.
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object as key-value pairs in their written order (keys are unique).
  case object([(key: String, value: JSONValue)])
}

extension JSONValue {
  /// The member named `key` of an object, or `nil` for a missing key or a non-object.
  ///
  /// - Complexity: O(*n*) in the number of members.
  public subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// The numeric value of an `.integer` or `.number`, or `nil` for every other case.
  public var doubleValue: Double? {
    switch self {
    case .integer(let value): Double(value)
    case .number(let value): value
    default: nil
    }
  }

  /// A short description of the value's JSON type, for error messages ("a string", "null").
  public var kindDescription: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .integer, .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

extension JSONValue: Equatable {
  /// Compares JSON values as JSON does: `1` equals `1.0`; object members in any order.
  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    switch (lhs, rhs) {
    case (.null, .null): true
    case (.bool(let left), .bool(let right)): left == right
    case (.integer(let left), .integer(let right)): left == right
    case (.integer, .number), (.number, .integer), (.number, .number): lhs.doubleValue == rhs.doubleValue
    case (.string(let left), .string(let right)): left == right
    case (.array(let left), .array(let right)): left == right
    case (.object(let left), .object(let right)):
      left.count == right.count && left.allSatisfy { member in rhs[member.key] == member.value }
    default: false
    }
  }
}
