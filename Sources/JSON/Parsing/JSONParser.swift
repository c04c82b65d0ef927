/// A recursive-descent reader of JSON text: values, arrays and objects.
///
/// `position` is the offset of the next unread byte; every error names it, or the start of the
/// token it concerns.
@available(SwiftStdlib 6.2, *)
struct JSONParser {
  let bytes: [UInt8]
  let maximumDepth: Int
  var position = 0
  private var depth = 0

  init(bytes: [UInt8], maximumDepth: Int) {
    self.bytes = bytes
    self.maximumDepth = maximumDepth
  }

  /// Reads one value and checks that only white space follows it.
  mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
    let value = try parseValue()
    skipWhitespace()
    guard position == bytes.count else { throw failure("unexpected text after the JSON value") }
    return value
  }

  private mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
    skipWhitespace()
    guard let byte = peek() else { throw failure("unexpected end of text") }
    switch byte {
    case UInt8(ascii: "{"):
      return try nested { (parser: inout JSONParser) throws(JSONSyntaxError) in try parser.parseObject() }
    case UInt8(ascii: "["):
      return try nested { (parser: inout JSONParser) throws(JSONSyntaxError) in try parser.parseArray() }
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"):
      try expectWord("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try expectWord("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try expectWord("null")
      return .null
    case UInt8(ascii: "N"):
      try expectWord("NaN")
      return .number(.nan)
    case UInt8(ascii: "I"):
      try expectWord("Infinity")
      return .number(.infinity)
    default: return try parseNumber()
    }
  }

  /// Runs `body` one level deeper, refusing to go beyond ``maximumDepth``.
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
    // A repeated name is found by comparing with the members read so far, and past a few of
    // them through a set of their names, so that an object of thousands of members is still
    // read in linear time; most objects have a few, for which the set cost more than the rest
    // of reading them (BENCHMARKS.md, "Playground").
    var names: Set<String> = []
    if consumeClosing(UInt8(ascii: "}")) { return .object(members) }
    repeat {
      skipWhitespace()
      guard peek() == UInt8(ascii: "\"") else { throw failure("expected a member name in quotes") }
      let nameOffset = position
      let name = try parseString()
      if members.count == Self.comparedMembers { names = Set(members.map(\.key)) }
      let isNew =
        members.count < Self.comparedMembers ? !members.contains { $0.key == name } : names.insert(name).inserted
      guard isNew else {
        throw JSONSyntaxError(reason: "duplicate member name \"\(name)\"", offset: nameOffset)
      }
      skipWhitespace()
      try expect(UInt8(ascii: ":"))
      members.append((key: name, value: try parseValue()))
    } while try consumeSeparator(closing: UInt8(ascii: "}"))
    return .object(members)
  }

  /// How many members an object may have before repeated names are found through a set.
  private static let comparedMembers = 8

  private mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
    position += 1
    var elements: [JSONValue] = []
    if consumeClosing(UInt8(ascii: "]")) { return .array(elements) }
    repeat {
      elements.append(try parseValue())
    } while try consumeSeparator(closing: UInt8(ascii: "]"))
    return .array(elements)
  }

  /// Consumes `closing` right after an opening bracket: an empty container.
  private mutating func consumeClosing(_ closing: UInt8) -> Bool {
    skipWhitespace()
    guard peek() == closing else { return false }
    position += 1
    return true
  }

  /// After a member or an element: `true` for a comma (another one follows), `false` for
  /// `closing`.
  private mutating func consumeSeparator(closing: UInt8) throws(JSONSyntaxError) -> Bool {
    skipWhitespace()
    switch peek() {
    case UInt8(ascii: ","):
      position += 1
      return true
    case closing:
      position += 1
      return false
    default: throw failure("expected ',' or '\(Character(Unicode.Scalar(closing)))'")
    }
  }

  /// Skips the four white-space bytes JSON allows between tokens.
  mutating func skipWhitespace() {
    while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
      position += 1
    }
  }

  /// The next unread byte, `nil` at the end.
  func peek() -> UInt8? { position < bytes.count ? bytes[position] : nil }

  mutating func expect(_ byte: UInt8) throws(JSONSyntaxError) {
    guard peek() == byte else { throw failure("expected '\(Character(Unicode.Scalar(byte)))'") }
    position += 1
  }

  /// Consumes the ASCII `word`, or fails at its start.
  mutating func expectWord(_ word: StaticString) throws(JSONSyntaxError) {
    let start = position
    for byte in word.description.utf8 {
      guard peek() == byte else { throw JSONSyntaxError(reason: "invalid literal", offset: start) }
      position += 1
    }
  }

  func failure(_ reason: String) -> JSONSyntaxError {
    JSONSyntaxError(reason: reason, offset: position)
  }
}
