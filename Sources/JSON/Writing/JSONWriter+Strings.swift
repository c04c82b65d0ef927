// The one string escaper.

@available(SwiftStdlib 6.2, *)
extension JSONWriter {
  /// Writes `text` in quotes, escaping `"`, `\`, the control characters (U+0000 to U+001F, so
  /// line feed and carriage return too) and the scalars some readers take for line breaks:
  /// U+0085, U+2028 and U+2029. Every other scalar is copied as its UTF-8.
  ///
  /// With those escaped, written text never breaks a line: a document is one `data:` field of a
  /// Server-Sent Event, and JavaScript before ES2019 can evaluate it.
  ///
  /// - Complexity: O(*n*) in the bytes of `text`.
  mutating func writeString(_ text: String) {
    append(UInt8(ascii: "\""))
    let utf8 = text.utf8.span
    var index = 0
    while index < utf8.count {
      if Self.mayStartEscape(utf8[index]), let (escape, length) = Self.escape(at: index, in: utf8) {
        appendUTF8(of: escape)
        index += length
      } else {
        append(utf8[index])
        index += 1
      }
    }
    append(UInt8(ascii: "\""))
  }

  /// The escape of the character whose UTF-8 starts at `index`, and that UTF-8's length; `nil`
  /// for a character written as it is. U+0085 is `C2 85` in UTF-8, U+2028 and U+2029 are
  /// `E2 80 A8` and `E2 80 A9`.
  private static func escape(at index: Int, in utf8: Span<UInt8>) -> (String, length: Int)? {
    let byte = utf8[index]
    func follows(_ continuation: UInt8...) -> Bool {
      index + continuation.count < utf8.count
        && continuation.indices.allSatisfy { utf8[index + 1 + $0] == continuation[$0] }
    }
    switch byte {
    case UInt8(ascii: "\""): return (#"\""#, 1)
    case UInt8(ascii: "\\"): return (#"\\"#, 1)
    case UInt8(ascii: "\n"): return (#"\n"#, 1)
    case UInt8(ascii: "\r"): return (#"\r"#, 1)
    case UInt8(ascii: "\t"): return (#"\t"#, 1)
    case 0x00..<0x20: return (unicodeEscape(UInt32(byte)), 1)
    case 0xC2 where follows(0x85): return (#"\u0085"#, 2)
    case 0xE2 where follows(0x80, 0xA8): return (#"\u2028"#, 3)
    case 0xE2 where follows(0x80, 0xA9): return (#"\u2029"#, 3)
    default: return nil
    }
  }

  /// Whether `byte` can start a character to escape; most bytes cannot, and are copied.
  private static func mayStartEscape(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0xC2 || byte == 0xE2
  }

  /// `\u` and the four lowercase hex digits of `value`.
  private static func unicodeEscape(_ value: UInt32) -> String {
    let digits = String(value, radix: 16)
    return #"\u"# + String(repeating: "0", count: 4 - digits.count) + digits
  }
}
