// Numbers and strings: the two token kinds with an inner grammar.

extension JSONParser {
  /// Reads a number; integers that fit `Int` stay exact, others become `Double` (maybe infinite).
  mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
    let start = position
    if peek() == UInt8(ascii: "-") {
      position += 1
      if peek() == UInt8(ascii: "I") {
        try expectWord("Infinity")
        return .number(-.infinity)
      }
    }
    guard try consumeDigits(allowLeadingZero: false) else { throw failure("expected a value") }
    var isInteger = true
    if peek() == UInt8(ascii: ".") {
      position += 1
      isInteger = false
      guard try consumeDigits(allowLeadingZero: true) else { throw failure("expected digits after '.'") }
    }
    if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
      position += 1
      isInteger = false
      if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
      guard try consumeDigits(allowLeadingZero: true) else { throw failure("expected exponent digits") }
    }
    let literal = String(decoding: bytes[start..<position], as: UTF8.self)
    if isInteger, let exact = Int(literal) { return .integer(exact) }
    guard let number = Double(literal) else { throw JSONSyntaxError(reason: "invalid number", offset: start) }
    return .number(number)
  }

  /// Consumes a run of digits; `false` when there is none. Rejects `01`-style leading zeros.
  private mutating func consumeDigits(allowLeadingZero: Bool) throws(JSONSyntaxError) -> Bool {
    let start = position
    while let byte = peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { position += 1 }
    if !allowLeadingZero, position - start > 1, bytes[start] == UInt8(ascii: "0") {
      throw JSONSyntaxError(reason: "leading zero in a number", offset: start)
    }
    return position > start
  }

  /// Reads a quoted string, decoding escapes (including surrogate pairs).
  ///
  /// Runs of unescaped bytes are validated and kept as whole strings: a string without escapes,
  /// nearly every one, costs a single validation.
  mutating func parseString() throws(JSONSyntaxError) -> String {
    position += 1
    var decoded = ""
    var runStart = position
    while true {
      guard let byte = peek() else { throw failure("unterminated string") }
      switch byte {
      case UInt8(ascii: "\""):
        let run = try validatedRun(from: runStart)
        position += 1
        return decoded.isEmpty ? run : decoded + run
      case UInt8(ascii: "\\"):
        decoded += try validatedRun(from: runStart)
        position += 1
        decoded.unicodeScalars.append(try parseEscape())
        runStart = position
      case 0..<0x20:
        throw failure("control character in a string")
      default:
        position += 1
      }
    }
  }

  /// The unescaped bytes from `start` up to the current position, which must be valid UTF-8.
  private func validatedRun(from start: Int) throws(JSONSyntaxError) -> String {
    guard start < position else { return "" }
    guard let run = String(validating: bytes[start..<position], as: UTF8.self) else {
      throw JSONSyntaxError(reason: "invalid UTF-8 in a string", offset: start)
    }
    return run
  }

  private mutating func parseEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
    guard let byte = peek() else { throw failure("unterminated escape") }
    position += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"): return try parseUnicodeEscape()
    default: throw failure("invalid escape")
    }
  }

  private mutating func parseUnicodeEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
    let first = try parseHexQuad()
    if (0xD800..<0xDC00).contains(first) {
      try expectWord("\\u")
      let second = try parseHexQuad()
      guard (0xDC00..<0xE000).contains(second) else { throw failure("unpaired surrogate") }
      let combined = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
      if let scalar = Unicode.Scalar(combined) { return scalar }
    } else if let scalar = Unicode.Scalar(first) {
      return scalar
    }
    throw failure("unpaired surrogate")
  }

  private mutating func parseHexQuad() throws(JSONSyntaxError) -> UInt32 {
    guard position + 4 <= bytes.count,
      let value = UInt32(String(decoding: bytes[position..<position + 4], as: UTF8.self), radix: 16)
    else { throw failure("expected four hex digits") }
    position += 4
    return value
  }
}
