/// Reads the compiler's JSON dump, a sequence of one object per source file, into ``DumpNode``
/// trees. It keeps what the advisor reads (kinds, ranges, scalar members, children) and drops
/// the rest; a `processed_init` copy of an initializer is skipped, so each expression is read once,
/// and so is `function_ref`, so that a member's first child is its base.
///
/// ```swift
/// var reader = DumpReader(bytes: Array(#"{"_kind":"source_file","filename":"a.swift"}"#.utf8))
/// try reader.nextDocument()?["filename"]  // "a.swift"
/// ```
package struct DumpReader {
  /// Why a dump could not be read.
  package struct Failure: Error, Sendable, CustomStringConvertible {
    /// The reason and byte offset.
    package let description: String
  }

  private let bytes: [UInt8]
  private var offset = 0
  private var depth = 0
  /// Deeper nesting than this is refused rather than read with ever deeper recursion.
  private let maximumDepth = 1500

  /// A reader over the dump's bytes.
  package init(bytes: [UInt8]) { self.bytes = bytes }

  /// The next file's tree, or `nil` after the last one.
  package mutating func nextDocument() throws(Failure) -> DumpNode? {
    skipSpace()
    guard offset < bytes.count else { return nil }
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
        let name = try reader.string()
        try reader.expect(UInt8(ascii: ":"))
        let member = try reader.value(key: name)
        switch member {
        case .node(let node): if name != "processed_init", name != "function_ref" { children.append(node) }
        case .nodes(let nodes): if name != "processed_init" { children += nodes }
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
        reader.skipSpace()
        guard reader.offset < reader.bytes.count else { throw reader.fail("unexpected end in an object") }
        let separator = reader.bytes[reader.offset]
        reader.offset += 1
        if separator == UInt8(ascii: "}") { break }
        guard separator == UInt8(ascii: ",") else { throw reader.fail("expected ',' or '}'") }
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
        reader.skipSpace()
        guard reader.offset < reader.bytes.count else { throw reader.fail("unexpected end in an array") }
        let separator = reader.bytes[reader.offset]
        reader.offset += 1
        if separator == UInt8(ascii: "]") { break }
        guard separator == UInt8(ascii: ",") else { throw reader.fail("expected ',' or ']'") }
      }
      return .nodes(nodes)
    }
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
