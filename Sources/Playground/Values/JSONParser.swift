/// Why a text is not JSON, with the byte offset where parsing stopped.
public struct JSONSyntaxError: Error, Equatable, CustomStringConvertible {
  /// What was expected or found.
  public var reason: String
  /// The byte offset into the text.
  public var offset: Int

  /// "reason at byte N", for error answers.
  public var description: String { "\(reason) at byte \(offset)" }
}

extension JSONValue {
  /// Parses JSON text strictly: one value, no trailing text, no duplicate keys, nesting at most
  /// `maximumDepth` deep.
  ///
  /// `NaN`, `Infinity`, `-Infinity` and numbers too large for `Double` parse as non-finite
  /// ``number(_:)`` values instead of failing, so a caller can reject them as *values*.
  ///
  /// ```swift
  /// try JSONValue(parsing: #"{"value": 1e400}"#)["value"]   // .number(inf)
  /// try JSONValue(parsing: "[1,]")                          // throws JSONSyntaxError
  /// ```
  /// - Parameters:
  ///   - text: The JSON text (UTF-8).
  ///   - maximumDepth: How many arrays and objects may nest.
  /// - Complexity: O(*n*) in the length of `text`.
  public init(parsing text: some Collection<UInt8>, maximumDepth: Int = 64) throws(JSONSyntaxError) {
    var parser = JSONParser(bytes: Array(text), maximumDepth: maximumDepth)
    self = try parser.parseDocument()
  }

  /// Parses JSON text held in a `String`, with the same rules as the byte-collection initializer.
  public init(parsing text: String, maximumDepth: Int = 64) throws(JSONSyntaxError) {
    try self.init(parsing: text.utf8, maximumDepth: maximumDepth)
  }
}

/// A recursive-descent reader over UTF-8 bytes.
struct JSONParser {
  let bytes: [UInt8]
  let maximumDepth: Int
  var position = 0
  var depth = 0

  init(bytes: [UInt8], maximumDepth: Int) {
    self.bytes = bytes
    self.maximumDepth = maximumDepth
  }

  mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
    let value = try parseValue()
    skipWhitespace()
    guard position == bytes.count else { throw failure("unexpected text after the JSON value") }
    return value
  }

  mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
    skipWhitespace()
    guard let byte = peek() else { throw failure("unexpected end of text") }
    switch byte {
    case UInt8(ascii: "{"): return try nested { (parser: inout JSONParser) throws(JSONSyntaxError) in try parser.parseObject() }
    case UInt8(ascii: "["): return try nested { (parser: inout JSONParser) throws(JSONSyntaxError) in try parser.parseArray() }
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
    case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
    case UInt8(ascii: "n"): try expectWord("null"); return .null
    case UInt8(ascii: "N"): try expectWord("NaN"); return .number(.nan)
    case UInt8(ascii: "I"): try expectWord("Infinity"); return .number(.infinity)
    default: return try parseNumber()
    }
  }

  private mutating func nested(
    _ body: (inout JSONParser) throws(JSONSyntaxError) -> JSONValue
  ) throws(JSONSyntaxError) -> JSONValue {
    guard depth < maximumDepth else { throw failure("nesting deeper than \(maximumDepth)") }
    depth += 1
    defer { depth -= 1 }
    return try body(&self)
  }

  private mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
    position += 1
    var members: [(key: String, value: JSONValue)] = []
    var names = MemberNames()
    if try consumeClosing(UInt8(ascii: "}")) { return .object(members) }
    repeat {
      skipWhitespace()
      guard peek() == UInt8(ascii: "\"") else { throw failure("expected a member name in quotes") }
      let keyOffset = position
      let key = try parseString()
      guard names.insert(key, after: members) else {
        throw JSONSyntaxError(reason: "duplicate member name \"\(key)\"", offset: keyOffset)
      }
      skipWhitespace()
      try expect(UInt8(ascii: ":"))
      members.append((key: key, value: try parseValue()))
    } while try consumeSeparator(closing: UInt8(ascii: "}"))
    return .object(members)
  }

  private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
    position += 1
    var elements: [JSONValue] = []
    if try consumeClosing(UInt8(ascii: "]")) { return .array(elements) }
    repeat {
      elements.append(try parseValue())
    } while try consumeSeparator(closing: UInt8(ascii: "]"))
    return .array(elements)
  }

  /// Consumes `closing` right after an opening bracket (an empty container).
  private mutating func consumeClosing(_ closing: UInt8) throws(JSONSyntaxError) -> Bool {
    skipWhitespace()
    guard peek() == closing else { return false }
    position += 1
    return true
  }

  /// After an element: `true` for a comma (another element follows), `false` for `closing`.
  private mutating func consumeSeparator(closing: UInt8) throws(JSONSyntaxError) -> Bool {
    skipWhitespace()
    switch peek() {
    case UInt8(ascii: ","): position += 1; return true
    case closing: position += 1; return false
    default: throw failure("expected ',' or '\(Character(Unicode.Scalar(closing)))'")
    }
  }

  mutating func skipWhitespace() {
    while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
      position += 1
    }
  }

  func peek() -> UInt8? { position < bytes.count ? bytes[position] : nil }

  mutating func expect(_ byte: UInt8) throws(JSONSyntaxError) {
    guard peek() == byte else { throw failure("expected '\(Character(Unicode.Scalar(byte)))'") }
    position += 1
  }

  mutating func expectWord(_ word: String) throws(JSONSyntaxError) {
    let start = position
    for byte in word.utf8 {
      guard peek() == byte else { throw JSONSyntaxError(reason: "invalid literal", offset: start) }
      position += 1
    }
  }

  func failure(_ reason: String) -> JSONSyntaxError {
    JSONSyntaxError(reason: reason, offset: position)
  }
}
