/// Compact JSON text assembled member by member from values and from parts that are JSON text
/// already, for documents written often in the same shape.
///
/// A document written many times, such as a record per write, repeats its member names and
/// often whole members: here the names are escaped once (``Key``), members kept as text are
/// copied as they are (``Member/text(_:_:)``, ``Member/members(_:)``), and only the values that
/// change are written each time, by the one writer behind ``JSONValue/serialized()``.
///
/// ```swift
/// enum Keys { static let kind = JSONText.Key("kind"), entries = JSONText.Key("entries") }
/// let entries = [Array(#"{"n":1}"#.utf8), Array(#"{"n":2}"#.utf8)]
/// let page = JSONText.object([.value(Keys.kind, "log"), .text(Keys.entries, JSONText.array(entries))])
/// String(decoding: page, as: UTF8.self)   // {"kind":"log","entries":[{"n":1},{"n":2}]}
/// ```
public enum JSONText {
  /// A member name, quoted and escaped once, with its colon.
  public struct Key: Sendable {
    /// `"name":` as UTF-8.
    let bytes: [UInt8]

    /// The key for the member `name`.
    ///
    /// - Parameter name: The member's name, escaped here.
    public init(_ name: String) {
      var writer = JSONWriter(capacity: name.utf8.count + 3)
      writer.writeMember(name)
      bytes = writer.bytes
    }
  }

  /// A part of an object.
  public enum Member {
    /// A member whose value is written here.
    case value(Key, JSONValue)
    /// A member whose value is compact JSON text already; not checked.
    case text(Key, [UInt8])
    /// A member whose value is an object of these parts.
    case object(Key, [Member])
    /// Members written already, as ``JSONText/members(_:)`` writes them; not checked.
    case members([UInt8])
  }

  /// The text of an object of `members`, in order.
  ///
  /// - Parameter members: The object's parts.
  /// - Returns: The object's text.
  public static func object(_ members: [Member]) -> [UInt8] {
    var writer = JSONWriter(capacity: 1024)
    writer.writeObject(members)
    return writer.bytes
  }

  /// The text of `members` without the braces around them, `"a":1,"b":2`, to be placed in an
  /// object with ``Member/members(_:)``.
  ///
  /// - Parameter members: Names and values, in order.
  /// - Returns: The members' text.
  public static func members(_ members: [(key: String, value: JSONValue)]) -> [UInt8] {
    var writer = JSONWriter()
    writer.writeMembers(members)
    return writer.bytes
  }

  /// The text of an array whose elements are the JSON texts `elements`.
  ///
  /// - Parameter elements: Compact JSON texts, one value each; not checked.
  /// - Returns: `[`, the elements joined by commas, `]`.
  public static func array(_ elements: some Sequence<[UInt8]>) -> [UInt8] {
    var writer = JSONWriter()
    writer.append(UInt8(ascii: "["))
    for (index, element) in elements.enumerated() {
      if index > 0 { writer.append(UInt8(ascii: ",")) }
      writer.append(contentsOf: element)
    }
    writer.append(UInt8(ascii: "]"))
    return writer.bytes
  }
}

extension JSONWriter {
  /// Writes an object of `members`.
  fileprivate mutating func writeObject(_ members: [JSONText.Member]) {
    append(UInt8(ascii: "{"))
    for (index, member) in members.enumerated() {
      if index > 0 { append(UInt8(ascii: ",")) }
      switch member {
      case .value(let key, let value):
        append(contentsOf: key.bytes)
        write(value)
      case .text(let key, let text):
        append(contentsOf: key.bytes)
        append(contentsOf: text)
      case .object(let key, let members):
        append(contentsOf: key.bytes)
        writeObject(members)
      case .members(let text):
        append(contentsOf: text)
      }
    }
    append(UInt8(ascii: "}"))
  }
}
