// Numbers and strings: the two token kinds with an inner grammar.

extension JSONParser {
  /// Reads a number; integers that fit `Int` stay exact, others become `Double` (maybe infinite).
  mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
    let start = position
    let isNegative = peek() == UInt8(ascii: "-")
    if isNegative {
      position += 1
      if peek() == UInt8(ascii: "I") {
        try expectWord("Infinity")
        return .number(-.infinity)
      }
    }
    let integerDigits = try consumeDigits(allowLeadingZero: false)
    guard !integerDigits.isEmpty else { throw failure("expected a value") }
    var fractionDigits = position..<position
    if peek() == UInt8(ascii: ".") {
      position += 1
      fractionDigits = try consumeDigits(allowLeadingZero: true)
      guard !fractionDigits.isEmpty else { throw failure("expected digits after '.'") }
    }
    var hasExponent = false
    if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
      position += 1
      hasExponent = true
      if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { position += 1 }
      guard try !consumeDigits(allowLeadingZero: true).isEmpty else { throw failure("expected exponent digits") }
    }
    if !hasExponent, let short = shortNumber(integerDigits, fractionDigits, isNegative: isNegative) {
      return short
    }
    let literal = String(decoding: bytes[start..<position], as: UTF8.self)
    if fractionDigits.isEmpty, !hasExponent, let exact = Int(literal) { return .integer(exact) }
    guard let number = Double(literal) else { throw JSONSyntaxError(reason: "invalid number", offset: start) }
    return .number(number)
  }

  /// The value of a number without exponent computed from its digits, as parsing its text would
  /// give it, when that is exact: an integer of at most 18 digits, or a fraction of at most 15
  /// digits in all; `nil` for a longer number.
  ///
  /// Creating a `String` and parsing it was a quarter of reading a write's body in callgrind.
  /// With at most 15 digits, the digits as an integer *m* (below 2^53) and 10^*k* for *k*
  /// fraction digits are both exact `Double`s, so dividing them rounds once, to the `Double`
  /// nearest the decimal: the value a correctly rounding parser returns (Clinger's fast path).
  private func shortNumber(_ integerDigits: Range<Int>, _ fractionDigits: Range<Int>, isNegative: Bool) -> JSONValue? {
    guard fractionDigits.isEmpty ? integerDigits.count <= 18 : integerDigits.count + fractionDigits.count <= 15 else {
      return nil
    }
    var digits = 0
    for index in integerDigits { digits = digits * 10 + Int(bytes[index] &- UInt8(ascii: "0")) }
    guard !fractionDigits.isEmpty else { return .integer(isNegative ? -digits : digits) }
    var divisor = 1.0
    for index in fractionDigits {
      digits = digits * 10 + Int(bytes[index] &- UInt8(ascii: "0"))
      divisor *= 10
    }
    let magnitude = Double(digits) / divisor
    return .number(isNegative ? -magnitude : magnitude)
  }

  /// Consumes a run of digits and returns where they are, an empty range when there is none.
  /// Rejects `01`-style leading zeros.
  private mutating func consumeDigits(allowLeadingZero: Bool) throws(JSONSyntaxError) -> Range<Int> {
    let start = position
    while let byte = peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { position += 1 }
    if !allowLeadingZero, position - start > 1, bytes[start] == UInt8(ascii: "0") {
      throw JSONSyntaxError(reason: "leading zero in a number", offset: start)
    }
    return start..<position
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
  ///
  /// A run of ASCII, nearly every one, is valid as it is: decoding it costs a quarter of what
  /// validating costs (about 300 instructions instead of 1,000 for a member name, in callgrind).
  private func validatedRun(from start: Int) throws(JSONSyntaxError) -> String {
    guard start < position else { return "" }
    let run: String? = bytes.withUnsafeBufferPointer { bytes in
      // In bounds: `start` is where the string's run began and `position` only moved past bytes
      // the parser read, so `start < position <= bytes.count`; the pointer stays in this closure.
      let run = UnsafeBufferPointer(rebasing: bytes[start..<position])
      var allBits: UInt8 = 0
      for byte in run { allBits |= byte }
      return allBits < 0x80 ? String(decoding: run, as: UTF8.self) : String(validating: run, as: UTF8.self)
    }
    guard let run else { throw JSONSyntaxError(reason: "invalid UTF-8 in a string", offset: start) }
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
