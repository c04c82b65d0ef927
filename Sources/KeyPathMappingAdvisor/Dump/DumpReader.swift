/// Reads one file's JSON dump (see ``DumpChunks``) into a ``DumpNode`` tree. It keeps what the advisor reads (kinds, ranges, scalar members, children) and drops
/// the rest; a `processed_init` copy of an initializer is skipped, so each expression is read once,
/// and so is `function_ref`, so that a member's first child is its base.
///
/// ```swift
/// var reader = DumpReader(bytes: Array(#"{"_kind":"source_file","filename":"a.swift"}"#.utf8))
/// try reader.document()["filename"]  // "a.swift"
/// ```
package struct DumpReader {
  /// Why a dump could not be read.
  package struct Failure: Error, Sendable, CustomStringConvertible {
    /// The reason and byte offset.
    package let description: String
  }

  private let bytes: [UInt8]
  private var offset = 0
  /// Whether an object or array was left open, and taken as closed by the closer of its parent
  /// or by the end of the bytes. Swift 6.3.1 leaves some objects of a file's dump unclosed;
  /// every node is still read, at worst under a parent one level up.
  package private(set) var closedAtEnd = false
  private var depth = 0
  /// Deeper nesting than this is refused rather than read with ever deeper recursion.
  private let maximumDepth = 1500

  /// A reader over the dump's bytes.
  package init(bytes: [UInt8]) { self.bytes = bytes }

  /// The file's tree.
  package mutating func document() throws(Failure) -> DumpNode {
    guard case .node(let node) = try value(key: "") else { throw fail("expected an object") }
    return node
  }

  private enum Value {
    case node(DumpNode)
    case nodes([DumpNode])
    case scalar(String)
    case range(ByteRange)
    case ignored
  }

  private func fail(_ reason: String) -> Failure { Failure(description: "\(reason) at byte \(offset)") }

  private mutating func skipSpace() {
    while offset < bytes.count,
      bytes[offset] == 0x20 || bytes[offset] == 0x0A || bytes[offset] == 0x0D
        || bytes[offset] == 0x09
    {
      offset += 1
    }
  }

  private mutating func expect(_ byte: UInt8) throws(Failure) {
    skipSpace()
    guard offset < bytes.count, bytes[offset] == byte else {
      throw fail("expected '\(Character(Unicode.Scalar(byte)))'")
    }
    offset += 1
  }

  private mutating func value(key: String) throws(Failure) -> Value {
    skipSpace()
    guard offset < bytes.count else { throw fail("unexpected end") }
    switch bytes[offset] {
    case UInt8(ascii: "{"): return try object(key: key)
    case UInt8(ascii: "["): return try array(key: key)
    case UInt8(ascii: "\""): return .scalar(try string())
    default: return .scalar(bareWord())
    }
  }

  private mutating func bareWord() -> String {
    let start = offset
    while offset < bytes.count, !",]} \n\r\t".utf8.contains(bytes[offset]) { offset += 1 }
    return String(decoding: bytes[start..<offset], as: UTF8.self)
  }

  private mutating func nested<T>(_ body: (inout Self) throws(Failure) -> T) throws(Failure) -> T {
    depth += 1
    defer { depth -= 1 }
    guard depth <= maximumDepth else { throw fail("nesting deeper than \(maximumDepth)") }
    return try body(&self)
  }

  private mutating func object(key: String) throws(Failure) -> Value {
    try nested { (reader: inout Self) throws(Failure) -> Value in
      try reader.expect(UInt8(ascii: "{"))
      var kind = ""
      var range: ByteRange?
      var fields: [String: String] = [:]
      var children: [DumpNode] = []
      var start: Int?
      var end: Int?
      reader.skipSpace()
      if reader.offset < reader.bytes.count, reader.bytes[reader.offset] == UInt8(ascii: "}") {
        reader.offset += 1
        return .ignored
      }
      while true {
        reader.skipSpace()
        let keyRange = try reader.keyRange()
        try reader.expect(UInt8(ascii: ":"))
        reader.skipSpace()
        let role = reader.role(of: keyRange)
        let isContainer =
          reader.offset < reader.bytes.count
          && (reader.bytes[reader.offset] == UInt8(ascii: "{") || reader.bytes[reader.offset] == UInt8(ascii: "["))
        if role == .skipped || (role == .unread && !isContainer) {
          try reader.skipValue()
        } else {
          let name = role == .unread ? "" : String(decoding: reader.bytes[keyRange], as: UTF8.self)
          switch try reader.value(key: name) {
          case .node(let node): children.append(node)
          case .nodes(let nodes): children += nodes
          case .range(let value): if name == "range" { range = value }
          case .scalar(let text):
            switch name {
            case "_kind": kind = text
            case "start": start = Int(text)
            case "end": end = Int(text)
            default: fields[name] = text
            }
          case .ignored: break
          }
        }
        if try reader.ended(by: UInt8(ascii: "}"), otherwise: UInt8(ascii: "]")) { break }
      }
      if kind.isEmpty, let start, let end, children.isEmpty { return .range(ByteRange(start: start, end: end)) }
      return .node(DumpNode(kind: kind, key: key, range: range, fields: fields, children: children))
    }
  }

  private mutating func array(key: String) throws(Failure) -> Value {
    try nested { (reader: inout Self) throws(Failure) -> Value in
      try reader.expect(UInt8(ascii: "["))
      var nodes: [DumpNode] = []
      reader.skipSpace()
      if reader.offset < reader.bytes.count, reader.bytes[reader.offset] == UInt8(ascii: "]") {
        reader.offset += 1
        return .nodes([])
      }
      while true {
        if case .node(let node) = try reader.value(key: key) { nodes.append(node) }
        if try reader.ended(by: UInt8(ascii: "]"), otherwise: UInt8(ascii: "}")) { break }
      }
      return .nodes(nodes)
    }
  }

  /// Reads what follows a member or an element: `true` when the object or array ends there,
  /// `false` after the `,` before the next one.
  ///
  /// It ends at its own closing bracket `close`, and also at the end of the input or at the
  /// `other` bracket, which closes a container around one left open (`closedAtEnd`): a dump cut
  /// off mid-way is read as far as it goes.
  private mutating func ended(by close: UInt8, otherwise other: UInt8) throws(Failure) -> Bool {
    skipSpace()
    guard offset < bytes.count else {
      closedAtEnd = true
      return true
    }
    let separator = bytes[offset]
    offset += 1
    if separator == close { return true }
    if separator == other {
      offset -= 1
      closedAtEnd = true
      return true
    }
    guard separator == UInt8(ascii: ",") else {
      throw fail("expected ',' or '\(Character(Unicode.Scalar(close)))'")
    }
    return false
  }

  /// What the reader does with a member.
  private enum Role { case read, unread, skipped }

  /// Members whose scalar values the rules read; any other scalar is skipped unread.
  private static let readKeys: [[UInt8]] = [
    "_kind", "start", "end", "range", "name", "field", "label", "labels", "value", "decl", "negative", "id",
    "implicit", "major", "minor", "full", "filename", "compiler_version", "single_expression",
  ].map { Array($0.utf8) }
  /// Members skipped whole: a second copy of an initializer, and a reference's function info.
  private static let skippedKeys: [[UInt8]] = ["processed_init", "function_ref"].map { Array($0.utf8) }

  private func role(of key: Range<Int>) -> Role {
    let name = bytes[key]
    if Self.skippedKeys.contains(where: { $0.count == name.count && $0.elementsEqual(name) }) { return .skipped }
    if Self.readKeys.contains(where: { $0.count == name.count && $0.elementsEqual(name) }) { return .read }
    return .unread
  }

  /// The bytes of a member name, which the dump writes without escapes.
  private mutating func keyRange() throws(Failure) -> Range<Int> {
    try expect(UInt8(ascii: "\""))
    let start = offset
    while offset < bytes.count, bytes[offset] != UInt8(ascii: "\"") {
      if bytes[offset] == UInt8(ascii: "\\") { throw fail("an escaped member name") }
      offset += 1
    }
    guard offset < bytes.count else { throw fail("unterminated member name") }
    offset += 1
    return start..<(offset - 1)
  }

  /// Moves past one value without building it.
  private mutating func skipValue() throws(Failure) {
    guard offset < bytes.count else { throw fail("unexpected end") }
    switch bytes[offset] {
    case UInt8(ascii: "\""): skipString()
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      var depth = 0
      repeat {
        switch bytes[offset] {
        case UInt8(ascii: "\""):
          skipString()
          continue
        case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
        case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
        default: break
        }
        offset += 1
      } while depth > 0 && offset < bytes.count
    default: _ = bareWord()
    }
  }

  private mutating func skipString() {
    offset += 1
    while offset < bytes.count, bytes[offset] != UInt8(ascii: "\"") {
      offset += bytes[offset] == UInt8(ascii: "\\") ? 2 : 1
    }
    offset += 1
  }

  private mutating func string() throws(Failure) -> String {
    try expect(UInt8(ascii: "\""))
    var runStart = offset
    var text = ""
    while offset < bytes.count {
      let byte = bytes[offset]
      if byte == UInt8(ascii: "\"") {
        text += String(decoding: bytes[runStart..<offset], as: UTF8.self)
        offset += 1
        return text
      }
      if byte == UInt8(ascii: "\\") {
        text += String(decoding: bytes[runStart..<offset], as: UTF8.self)
        offset += 1
        guard offset < bytes.count else { break }
        let escaped = bytes[offset]
        offset += 1
        switch escaped {
        case UInt8(ascii: "n"): text += "\n"
        case UInt8(ascii: "t"): text += "\t"
        case UInt8(ascii: "r"): text += "\r"
        case UInt8(ascii: "b"): text += "\u{08}"
        case UInt8(ascii: "f"): text += "\u{0C}"
        case UInt8(ascii: "u"): text += try unicodeEscape()
        default: text += String(Character(Unicode.Scalar(escaped)))
        }
        runStart = offset
        continue
      }
      offset += 1
    }
    throw fail("unterminated string")
  }

  private mutating func hexQuad() throws(Failure) -> UInt32 {
    guard offset + 4 <= bytes.count,
      let value = UInt32(String(decoding: bytes[offset..<offset + 4], as: UTF8.self), radix: 16)
    else { throw fail("expected four hex digits") }
    offset += 4
    return value
  }

  private mutating func unicodeEscape() throws(Failure) -> String {
    var value = try hexQuad()
    if (0xD800..<0xDC00).contains(value), offset + 6 <= bytes.count, bytes[offset] == UInt8(ascii: "\\"),
      bytes[offset + 1] == UInt8(ascii: "u")
    {
      offset += 2
      let low = try hexQuad()
      value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
    }
    return Unicode.Scalar(value).map { String(Character($0)) } ?? "\u{FFFD}"
  }
}
