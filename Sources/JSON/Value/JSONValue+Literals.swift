// Literals make documents written in Swift read like the JSON they produce.

@available(SwiftStdlib 6.2, *)
extension JSONValue: ExpressibleByNilLiteral {
  /// Creates `null`.
  ///
  /// ```swift
  /// let value: JSONValue = nil   // .null
  /// ```
  /// - Parameter nilLiteral: The literal `nil`.
  public init(nilLiteral: ()) { self = .null }
}

@available(SwiftStdlib 6.2, *)
extension JSONValue: ExpressibleByBooleanLiteral {
  /// Creates a boolean.
  ///
  /// ```swift
  /// let value: JSONValue = true   // .bool(true)
  /// ```
  /// - Parameter value: The boolean.
  public init(booleanLiteral value: Bool) { self = .bool(value) }
}

@available(SwiftStdlib 6.2, *)
extension JSONValue: ExpressibleByIntegerLiteral {
  /// Creates an integer.
  ///
  /// ```swift
  /// let value: JSONValue = 3   // .integer(3)
  /// ```
  /// - Parameter value: The integer.
  public init(integerLiteral value: Int) { self = .integer(value) }
}

@available(SwiftStdlib 6.2, *)
extension JSONValue: ExpressibleByFloatLiteral {
  /// Creates a number.
  ///
  /// ```swift
  /// let value: JSONValue = 0.5   // .number(0.5)
  /// ```
  /// - Parameter value: The number.
  public init(floatLiteral value: Double) { self = .number(value) }
}

@available(SwiftStdlib 6.2, *)
extension JSONValue: ExpressibleByStringLiteral {
  /// Creates a string.
  ///
  /// ```swift
  /// let value: JSONValue = "ok"   // .string("ok")
  /// ```
  /// - Parameter value: The string.
  public init(stringLiteral value: String) { self = .string(value) }
}

@available(SwiftStdlib 6.2, *)
extension JSONValue: ExpressibleByArrayLiteral {
  /// Creates an array.
  ///
  /// ```swift
  /// let value: JSONValue = [1, "two"]   // .array([.integer(1), .string("two")])
  /// ```
  /// - Parameter elements: The elements.
  public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
}

@available(SwiftStdlib 6.2, *)
extension JSONValue: ExpressibleByDictionaryLiteral {
  /// Creates an object whose members keep the literal's order.
  ///
  /// ```swift
  /// let value: JSONValue = ["b": 1, "a": 2]
  /// value.serialized()   // {"b":1,"a":2}
  /// ```
  /// - Parameter elements: The members; each name must appear once.
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self = .object(elements.map { (key: $0.0, value: $0.1) })
  }
}
