// String bytes are copied whole wherever possible: appending a `String.UTF8View` to an array goes
// byte by byte through a generic path, which made string output the largest part of a playground
// write's serialization in callgrind.

extension JSONWriter {
  /// Appends the UTF-8 bytes of `text` in one copy.
  mutating func appendUTF8(of text: String) {
    Self.withUTF8(of: text) { output.append($0) }
  }

  /// Appends `text` escaped for a JSON string: quote, backslash and control characters, and the
  /// scalars some readers take for line breaks: U+0085 (NEL), U+2028 and U+2029.
  ///
  /// Escaping the line separators keeps every serialized document on one line, so it travels as
  /// a single `data:` field of a Server-Sent Event, and JavaScript before ES2019 can evaluate it.
  ///
  /// - Complexity: O(*n*) in the bytes of `text`; one copy when nothing needs escaping.
  mutating func appendEscaped(_ text: String) {
    Self.withUTF8(of: text) { utf8 in
      var copiedUpTo = 0
      var index = 0
      while index < utf8.count {
        let byte = utf8[index]
        // The common case, checked first: a byte that can neither be nor start an escape.
        guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == 0xC2 || byte == 0xE2,
          let (escape, length) = Self.escape(at: index, in: utf8)
        else {
          index += 1
          continue
        }
        output.append(UnsafeBufferPointer(rebasing: utf8[copiedUpTo..<index]))
        appendEscape(escape)
        index += length
        copiedUpTo = index
      }
      output.append(UnsafeBufferPointer(rebasing: utf8[copiedUpTo...]))
    }
  }

  /// The escape of the character starting at `index` and its length in bytes, or `nil` when it
  /// is written as it is (0xC2 and 0xE2 also start characters that need no escape).
  private static func escape(at index: Int, in utf8: UnsafeBufferPointer<UInt8>) -> (Escape, length: Int)? {
    let byte = utf8[index]
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"): return (.character(byte), 1)
    case UInt8(ascii: "\n"): return (.character(UInt8(ascii: "n")), 1)
    case UInt8(ascii: "\r"): return (.character(UInt8(ascii: "r")), 1)
    case UInt8(ascii: "\t"): return (.character(UInt8(ascii: "t")), 1)
    case 0x00..<0x20: return (.scalar(UInt16(byte)), 1)
    case 0xC2 where index + 1 < utf8.count && utf8[index + 1] == 0x85: return (.scalar(0x85), 2)
    case 0xE2 where index + 2 < utf8.count && utf8[index + 1] == 0x80 && utf8[index + 2] & 0xFE == 0xA8:
      return (.scalar(0x2028 + UInt16(utf8[index + 2] - 0xA8)), 3)
    default: return nil
    }
  }

  /// How one character is written escaped.
  private enum Escape {
    /// A backslash and this character (`\"`, `\\`, `\n`).
    case character(UInt8)
    /// `\u` and the scalar value in four lowercase hex digits.
    case scalar(UInt16)
  }

  private mutating func appendEscape(_ escape: Escape) {
    output.append(UInt8(ascii: "\\"))
    switch escape {
    case .character(let character):
      output.append(character)
    case .scalar(let value):
      output.append(UInt8(ascii: "u"))
      for shift in stride(from: 12, through: 0, by: -4) {
        let digit = UInt8(truncatingIfNeeded: value >> UInt16(shift)) & 0xF
        output.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
      }
    }
  }

  /// Runs `body` on the contiguous UTF-8 of `text` without copying a native string.
  private static func withUTF8<Result>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
    var contiguous = text
    return contiguous.withUTF8(body)
  }
}
