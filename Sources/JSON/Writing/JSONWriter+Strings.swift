// The one string escaper.

extension JSONWriter {
  /// Writes `text` in quotes, escaping `"`, `\`, the control characters (U+0000 to U+001F, so
  /// line feed and carriage return too) and the scalars some readers take for line breaks:
  /// U+0085, U+2028 and U+2029. Every other scalar is written as its UTF-8.
  ///
  /// With those escaped, written text never breaks a line: a document is one `data:` field of a
  /// Server-Sent Event, and JavaScript before ES2019 can evaluate it.
  ///
  /// - Complexity: O(*n*) in the bytes of `text`; one copy when nothing needs escaping.
  mutating func writeString(_ text: String) {
    bytes.append(UInt8(ascii: "\""))
    if text.unicodeScalars.contains(where: Self.needsEscape) {
      for scalar in text.unicodeScalars {
        if Self.needsEscape(scalar) { writeEscape(of: scalar) } else { bytes.append(contentsOf: String(scalar).utf8) }
      }
    } else {
      bytes.append(contentsOf: text.utf8)
    }
    bytes.append(UInt8(ascii: "\""))
  }

  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x22, 0x5C, 0x85, 0x2028, 0x2029: true
    default: false
    }
  }

  /// `\"`, `\\`, `\n`, `\r`, `\t`, or `\u` and four lowercase hex digits.
  private mutating func writeEscape(of scalar: Unicode.Scalar) {
    switch scalar {
    case "\"": append(#"\""#)
    case "\\": append(#"\\"#)
    case "\n": append(#"\n"#)
    case "\r": append(#"\r"#)
    case "\t": append(#"\t"#)
    default:
      let digits = String(scalar.value, radix: 16)
      append(#"\u"# + String(repeating: "0", count: 4 - digits.count) + digits)
    }
  }
}
