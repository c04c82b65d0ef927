/// Splits Swift source text into ``Token``s: comments (nested block comments too) and white
/// space are skipped, and each string literal, with its interpolations, raw delimiters and
/// multi-line form, is one token.
///
/// ```swift
/// Tokenizer.tokens(in: Array(#"x = "a(b" // Binding("#.utf8)).map(\.text)  // ["x", "=", "\"a(b\""]
/// ```
package enum Tokenizer {
  /// The tokens of `bytes`, in order.
  package static func tokens(in bytes: [UInt8]) -> [Token] {
    var tokens: [Token] = []
    var index = 0
    var sawLineBreak = false
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x0A {
        sawLineBreak = true
        index += 1
      } else if byte == 0x20 || byte == 0x09 || byte == 0x0D {
        index += 1
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
        while index < bytes.count, bytes[index] != 0x0A { index += 1 }
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
        index = endOfBlockComment(bytes, from: index)
        sawLineBreak = true
      } else {
        let start = index
        let kind: Token.Kind
        if isStringStart(bytes, at: index) {
          index = endOfString(bytes, from: index)
          kind = .string
        } else if isWordByte(byte) || byte == UInt8(ascii: "$") || byte == UInt8(ascii: "`") {
          index = endOfWord(bytes, from: index)
          kind = .word
        } else {
          index += 1
          kind = .punctuation
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        tokens.append(Token(kind: kind, start: start, end: index, text: text, followsLineBreak: sawLineBreak))
        sawLineBreak = false
      }
    }
    return tokens
  }

  static func isWordByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
  }

  private static func endOfWord(_ bytes: [UInt8], from start: Int) -> Int {
    var index = start
    if bytes[index] == UInt8(ascii: "`") {
      index += 1
      while index < bytes.count, bytes[index] != UInt8(ascii: "`"), bytes[index] != 0x0A { index += 1 }
      return min(index + 1, bytes.count)
    }
    index += 1
    while index < bytes.count,
      isWordByte(bytes[index])
        || bytes[index] == UInt8(ascii: ".") && index + 1 < bytes.count
          && bytes[index - 1] >= UInt8(ascii: "0") && bytes[index - 1] <= UInt8(ascii: "9")
          && bytes[index + 1] >= UInt8(ascii: "0") && bytes[index + 1] <= UInt8(ascii: "9")
    {
      index += 1
    }
    return index
  }

  private static func endOfBlockComment(_ bytes: [UInt8], from start: Int) -> Int {
    var depth = 0
    var index = start
    while index + 1 < bytes.count {
      if bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "*") {
        depth += 1
        index += 2
      } else if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
        depth -= 1
        index += 2
        if depth == 0 { return index }
      } else {
        index += 1
      }
    }
    return bytes.count
  }

  private static func isStringStart(_ bytes: [UInt8], at index: Int) -> Bool {
    var cursor = index
    while cursor < bytes.count, bytes[cursor] == UInt8(ascii: "#") { cursor += 1 }
    return cursor < bytes.count && bytes[cursor] == UInt8(ascii: "\"")
  }

  /// The offset just past a string literal starting at `start` (its `#`s, if raw, included).
  static func endOfString(_ bytes: [UInt8], from start: Int) -> Int {
    var index = start
    var hashes = 0
    while bytes[index] == UInt8(ascii: "#") {
      hashes += 1
      index += 1
    }
    let multiline =
      index + 2 < bytes.count && bytes[index + 1] == UInt8(ascii: "\"")
      && bytes[index + 2] == UInt8(ascii: "\"")
    let quotes = multiline ? 3 : 1
    index += quotes
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x0A, !multiline { return index }
      if byte == UInt8(ascii: "\\"), hasHashes(bytes, at: index + 1, count: hashes) {
        let afterHashes = index + 1 + hashes
        if afterHashes < bytes.count, bytes[afterHashes] == UInt8(ascii: "(") {
          index = endOfInterpolation(bytes, from: afterHashes)
        } else {
          index = afterHashes + 1
        }
        continue
      }
      if byte == UInt8(ascii: "\""), closes(bytes, at: index, quotes: quotes, hashes: hashes) {
        return index + quotes + hashes
      }
      index += 1
    }
    return bytes.count
  }

  private static func hasHashes(_ bytes: [UInt8], at index: Int, count: Int) -> Bool {
    guard index + count <= bytes.count else { return false }
    return bytes[index..<index + count].allSatisfy { $0 == UInt8(ascii: "#") }
  }

  private static func closes(_ bytes: [UInt8], at index: Int, quotes: Int, hashes: Int) -> Bool {
    guard index + quotes + hashes <= bytes.count else { return false }
    return bytes[index..<index + quotes].allSatisfy { $0 == UInt8(ascii: "\"") }
      && hasHashes(bytes, at: index + quotes, count: hashes)
  }

  /// The offset just past the `)` that closes an interpolation opened at `open`.
  private static func endOfInterpolation(_ bytes: [UInt8], from open: Int) -> Int {
    var depth = 0
    var index = open
    while index < bytes.count {
      let byte = bytes[index]
      if isStringStart(bytes, at: index) {
        index = endOfString(bytes, from: index)
        continue
      }
      if byte == UInt8(ascii: "(") { depth += 1 }
      if byte == UInt8(ascii: ")") {
        depth -= 1
        if depth == 0 { return index + 1 }
      }
      index += 1
    }
    return bytes.count
  }
}
