@available(SwiftStdlib 6.2, *)
extension JSONValue {
  /// The member named `key` of an object; `nil` for a missing member or a value that is not an
  /// object.
  ///
  /// ```swift
  /// let value: JSONValue = ["a": 1]
  /// value["a"]   // Optional(.integer(1))
  /// value["b"]   // nil
  /// ```
  /// - Parameter key: The member's name.
  /// - Complexity: O(*n*) in the number of members.
  public subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// The numeric value of an ``integer(_:)`` or a ``number(_:)``; `nil` for every other case.
  ///
  /// ```swift
  /// JSONValue.integer(2).doubleValue    // Optional(2.0)
  /// JSONValue.string("2").doubleValue   // nil
  /// ```
  public var doubleValue: Double? {
    switch self {
    case .integer(let value): Double(value)
    case .number(let value): value
    default: nil
    }
  }

  /// The value's JSON type with its article, for error messages: `"a number"`, `"null"`.
  ///
  /// ```swift
  /// JSONValue.array([]).kindDescription   // "an array"
  /// ```
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

@available(SwiftStdlib 6.2, *)
extension JSONValue: Equatable {
  /// Compares values as JSON does: `1` equals `1.0`, `0` equals `-0`, and objects are equal when
  /// they have the same members in any order.
  ///
  /// ```swift
  /// JSONValue.integer(1) == .number(1)                  // true
  /// (["a": 1, "b": 2] as JSONValue) == ["b": 2, "a": 1]   // true
  /// ```
  /// - Parameters:
  ///   - lhs: A value.
  ///   - rhs: Another value.
  /// - Returns: Whether the two are equal as JSON.
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
