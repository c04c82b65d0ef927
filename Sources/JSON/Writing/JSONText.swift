/// Compact JSON text assembled member by member from values and from parts that are JSON text
/// already, for documents written often in the same shape.
///
/// A document written many times, such as a record per write, repeats its member names and
/// often whole members: here the names are escaped once (``Key``), members kept as text are
/// copied as they are, and only the values that change are written each time, by the one writer
/// behind ``JSONValue/serialized()``, straight into the document's bytes.
///
/// ```swift
/// enum Keys { static let kind = JSONText.Key("kind"), entries = JSONText.Key("entries") }
/// let entries = [Array(#"{"n":1}"#.utf8), Array(#"{"n":2}"#.utf8)]
/// var page = JSONText.Object()
/// page.value(Keys.kind, "log")
/// page.text(Keys.entries, JSONText.array(entries))
/// String(decoding: page.finish(), as: UTF8.self)   // {"kind":"log","entries":[{"n":1},{"n":2}]}
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

  /// An object written member by member; ``finish()`` closes it and returns its text.
  public struct Object {
    private var writer: JSONWriter
    /// How many members the object being written has so far.
    private var count = 0

    /// Starts an object.
    ///
    /// - Parameter capacity: Bytes to reserve for the whole text; it grows as needed.
    public init(capacity: Int = 1024) {
      writer = JSONWriter(capacity: capacity)
      writer.append(UInt8(ascii: "{"))
    }

    /// Writes a member whose value is written here.
    ///
    /// - Parameters:
    ///   - key: The member's name.
    ///   - value: Its value.
    public mutating func value(_ key: Key, _ value: JSONValue) {
      begin(key)
      writer.write(value)
    }

    /// Writes a member whose value is compact JSON text already.
    ///
    /// - Parameters:
    ///   - key: The member's name.
    ///   - text: Its value's text; not checked.
    public mutating func text(_ key: Key, _ text: [UInt8]) {
      begin(key)
      writer.append(contentsOf: text)
    }

    /// Writes members written already, as ``JSONText/members(_:)`` writes them.
    ///
    /// - Parameter text: The members' text, without braces; not checked.
    public mutating func members(_ text: [UInt8]) {
      if count > 0 { writer.append(UInt8(ascii: ",")) }
      writer.append(contentsOf: text)
      count += 1
    }

    /// Writes a member whose value is an object, whose members `body` writes.
    ///
    /// - Parameters:
    ///   - key: The member's name.
    ///   - body: Writes the nested object's members into the object it is handed.
    public mutating func object(_ key: Key, _ body: (inout Object) -> Void) {
      begin(key)
      writer.append(UInt8(ascii: "{"))
      let outer = count
      count = 0
      body(&self)
      writer.append(UInt8(ascii: "}"))
      count = outer
    }

    /// Closes the object.
    ///
    /// - Returns: The object's text.
    public consuming func finish() -> [UInt8] {
      writer.append(UInt8(ascii: "}"))
      return writer.bytes
    }

    private mutating func begin(_ key: Key) {
      if count > 0 { writer.append(UInt8(ascii: ",")) }
      // Byte by byte: a key is a few bytes, and appending its array whole would retain it, an
      // object shared by every thread that writes a document with this key.
      for byte in key.bytes { writer.append(byte) }
      count += 1
    }
  }

  /// The text of `members` without the braces around them, `"a":1,"b":2`, to be placed in an
  /// object with ``Object/members(_:)``.
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
