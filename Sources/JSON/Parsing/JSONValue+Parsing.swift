@available(SwiftStdlib 6.2, *)
extension JSONValue {
  /// Parses JSON text strictly: one value with nothing after it but white space, no repeated
  /// member name, at most `maximumDepth` nested arrays and objects, and in a string exactly four
  /// hex digits after `\u`.
  ///
  /// Numbers without a fraction or an exponent that fit `Int` become ``integer(_:)``; every
  /// other number becomes ``number(_:)``, `-0` with its sign. `NaN`, `Infinity` and `-Infinity`,
  /// which JSON does not have, and numbers beyond `Double`'s range parse as non-finite
  /// ``number(_:)`` values rather than failing, so that a caller can refuse them as values, with
  /// a message that says so, instead of as text that is not JSON.
  ///
  /// ```swift
  /// try JSONValue(parsing: #"{"value": 0.25}"#)["value"]   // Optional(.number(0.25))
  /// try JSONValue(parsing: "1e400")                        // .number(inf)
  /// try JSONValue(parsing: #"{"a": 1, "a": 2}"#)           // throws: duplicate member name "a" at byte 9
  /// try JSONValue(parsing: #""\u+041""#)                   // throws: expected four hex digits at byte 3
  /// ```
  /// - Parameters:
  ///   - text: The JSON text as UTF-8.
  ///   - maximumDepth: How many arrays and objects may nest, the outermost included.
  /// - Throws: ``JSONSyntaxError`` with the byte offset where reading stopped.
  /// - Complexity: O(*n*) in the length of `text`.
  public init(parsing text: some Collection<UInt8>, maximumDepth: Int = 64) throws(JSONSyntaxError) {
    var parser = JSONParser(bytes: Array(text), maximumDepth: maximumDepth)
    self = try parser.parseDocument()
  }

  /// Parses JSON text held in a `String`, by the rules of ``init(parsing:maximumDepth:)-(Collection<UInt8>,_)``.
  ///
  /// ```swift
  /// try JSONValue(parsing: "[true, null]")   // .array([.bool(true), .null])
  /// ```
  /// - Parameters:
  ///   - text: The JSON text.
  ///   - maximumDepth: How many arrays and objects may nest, the outermost included.
  /// - Throws: ``JSONSyntaxError`` with the byte offset, in the text's UTF-8, where reading stopped.
  public init(parsing text: String, maximumDepth: Int = 64) throws(JSONSyntaxError) {
    try self.init(parsing: text.utf8, maximumDepth: maximumDepth)
  }
}
