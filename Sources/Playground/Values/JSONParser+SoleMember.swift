extension JSONValue {
  /// The value of `text` when `text` is an object whose only member is `name`, written without
  /// escapes, such as `{"value": 0.25}`; `nil` for any other text, JSON or not.
  ///
  /// Nearly every playground write has such a body. Reading its one value directly skips the
  /// member list, the repeated-name check and the look-ups by name that a ``JSONValue/object(_:)``
  /// costs. A caller parses text this returns `nil` for with ``init(parsing:maximumDepth:)``,
  /// which then reports whatever is wrong with it: this never throws, so that its errors cannot
  /// differ from the full parser's.
  ///
  /// Whenever it returns a value, the full parse of `text` returns `.object([(name, value)])`:
  /// the same white space is skipped, and the value is read by the same parser at the same
  /// depth.
  ///
  /// ```swift
  /// JSONValue.soleMember("value", of: Array(#"{"value": [1]}"#.utf8))   // .array([1])
  /// JSONValue.soleMember("value", of: Array(#"{"value": 1, "x": 2}"#.utf8))   // nil
  /// ```
  /// - Parameters:
  ///   - name: The member's name, plain ASCII.
  ///   - text: The JSON text (UTF-8).
  ///   - maximumDepth: How many arrays and objects may nest, the object itself included.
  static func soleMember(_ name: StaticString, of text: [UInt8], maximumDepth: Int = 64) -> JSONValue? {
    guard maximumDepth > 0 else { return nil }
    var parser = JSONParser(bytes: text, maximumDepth: maximumDepth)
    guard parser.consume(UInt8(ascii: "{")), parser.consume(UInt8(ascii: "\"")) else { return nil }
    let nameMatches = name.withUTF8Buffer { name in
      name.allSatisfy { byte in parser.consumeNext(byte) }
    }
    guard nameMatches, parser.consumeNext(UInt8(ascii: "\"")), parser.consume(UInt8(ascii: ":")) else { return nil }
    // Inside the object, as the full parser is when it reads a member's value.
    parser.depth = 1
    guard let value = try? parser.parseValue(), parser.consume(UInt8(ascii: "}")) else { return nil }
    parser.skipWhitespace()
    // Not a conditional expression: its `nil` would be read as JSON's `null`, a `JSONValue`.
    guard parser.position == text.count else { return nil }
    return value
  }
}

extension JSONParser {
  /// Skips white space, then consumes `byte` if it comes next.
  fileprivate mutating func consume(_ byte: UInt8) -> Bool {
    skipWhitespace()
    return consumeNext(byte)
  }

  /// Consumes `byte` if it is the very next one.
  fileprivate mutating func consumeNext(_ byte: UInt8) -> Bool {
    guard peek() == byte else { return false }
    position += 1
    return true
  }
}
