// Numbers and strings: the two tokens with a grammar of their own.

@available(SwiftStdlib 6.2, *)
extension JSONParser {
  /// Reads a number as RFC 8259 spells it (plus `-Infinity`): an ``JSONValue/integer(_:)`` when
  /// it has no fraction or exponent and fits `Int`, otherwise the nearest `Double`, which is
  /// infinite beyond `Double`'s range. `-0` keeps its sign, which only a `Double` can.
  mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
    let start = position
    if peek() == UInt8(ascii: "-") {
      position += 1
      if peek() == UInt8(ascii: "I") {
        try expectWord("Infinity")
        return .number(-.infinity)
      }
    }
    let integerStart = position
    let integerDigits = try consumeDigits(leadingZeroAllowed: false)
    guard integerDigits > 0 else { throw failure("expected a value") }
    var isIntegral = true
    var fractionDigits = 0
    if peek() == UInt8(ascii: ".") {
      position += 1
      isIntegral = false
      fractionDigits = try consumeDigits(leadingZeroAllowed: true)
      guard fractionDigits > 0 else { throw failure("expected digits after '.'") }
    }
    var hasExponent = false
    if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
      position += 1
      isIntegral = false
      hasExponent = true
      if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
      guard try consumeDigits(leadingZeroAllowed: true) > 0 else { throw failure("expected exponent digits") }
    }
    if !hasExponent, integerDigits + fractionDigits <= 15 {
      return shortNumber(from: integerStart, fractionDigits: fractionDigits, isNegative: integerStart != start)
    }
    let literal = String(decoding: bytes[start..<position], as: UTF8.self)
    if isIntegral, literal != "-0", let exact = Int(literal) { return .integer(exact) }
    guard let number = Double(literal) else { throw JSONSyntaxError(reason: "invalid number", offset: start) }
    return .number(number)
  }

  /// The value of a number of at most 15 digits and no exponent, computed from its digits as
  /// parsing its text would give it, without making the text (which cost more than the rest of
  /// reading a write's body; BENCHMARKS.md, "Playground").
  ///
  /// Its digits as an integer *m* are below 2^53, and so is 10^*k* for its *k* fraction digits:
  /// both are exact `Double`s, so *m* / 10^*k* rounds once, to the `Double` nearest the decimal,
  /// which is what a correctly rounding parser returns. `-0` keeps its sign.
  private func shortNumber(from start: Int, fractionDigits: Int, isNegative: Bool) -> JSONValue {
    var digits = 0
    for byte in bytes[start..<position] where byte != UInt8(ascii: ".") {
      digits = digits * 10 + Int(byte - UInt8(ascii: "0"))
    }
    if fractionDigits == 0, !(isNegative && digits == 0) { return .integer(isNegative ? -digits : digits) }
    var divisor = 1.0
    for _ in 0..<fractionDigits { divisor *= 10 }
    let magnitude = Double(digits) / divisor
    return .number(isNegative ? -magnitude : magnitude)
  }

  /// Consumes a run of decimal digits and returns how many there were; refuses a leading zero
  /// followed by more digits (`01`) unless `leadingZeroAllowed`.
  private mutating func consumeDigits(leadingZeroAllowed: Bool) throws(JSONSyntaxError) -> Int {
    let start = position
    while let byte = peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { position += 1 }
    if !leadingZeroAllowed, position - start > 1, bytes[start] == UInt8(ascii: "0") {
      throw JSONSyntaxError(reason: "leading zero in a number", offset: start)
    }
    return position - start
  }

  /// Reads a quoted string: raw UTF-8, which must be valid, and escapes, surrogate pairs
  /// included; control characters must be escaped.
  mutating func parseString() throws(JSONSyntaxError) -> String {
    position += 1
    var decoded = ""
    var runStart = position
    // Every bit set in the run's bytes: below 0x80 the run is ASCII, valid as it is.
    var runBits: UInt8 = 0
    while true {
      guard let byte = peek() else { throw failure("unterminated string") }
      switch byte {
      case UInt8(ascii: "\""):
        let run = try decodedRun(from: runStart, isASCII: runBits < 0x80)
        position += 1
        return decoded.isEmpty ? run : decoded + run
      case UInt8(ascii: "\\"):
        decoded += try decodedRun(from: runStart, isASCII: runBits < 0x80)
        position += 1
        decoded.unicodeScalars.append(try parseEscape())
        runStart = position
        runBits = 0
      case 0..<0x20:
        throw failure("control character in a string")
      default:
        runBits |= byte
        position += 1
      }
    }
  }

  /// The bytes from `start` up to the current position as a string; they must be valid UTF-8.
  /// An ASCII run, nearly every one, is decoded without validating it, which costs a fraction.
  private func decodedRun(from start: Int, isASCII: Bool) throws(JSONSyntaxError) -> String {
    if isASCII { return String(decoding: bytes[start..<position], as: UTF8.self) }
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

  /// The scalar of `\uXXXX`, or of a surrogate pair `\uD83D\uDE00`; a lone surrogate is refused.
  private mutating func parseUnicodeEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
    let first = try parseHexQuad()
    if (0xD800..<0xDC00).contains(first) {
      try expectWord("\\u")
      let second = try parseHexQuad()
      guard (0xDC00..<0xE000).contains(second),
        let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
      else { throw failure("unpaired surrogate") }
      return scalar
    }
    guard let scalar = Unicode.Scalar(first) else { throw failure("unpaired surrogate") }
    return scalar
  }

  /// Exactly four hex digits: no sign, no fewer.
  private mutating func parseHexQuad() throws(JSONSyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for offset in 0..<4 {
      guard position + offset < bytes.count, let digit = Self.hexDigitValue(bytes[position + offset]) else {
        throw failure("expected four hex digits")
      }
      value = value << 4 | digit
    }
    position += 4
    return value
  }

  private static func hexDigitValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }
}
