/// Compact JSON text written straight into UTF-8 bytes, member by member.
///
/// Every answer of the playground is built with it: ``JSONValue/serialized()`` walks a value
/// into a writer, and the hot write path (a `WriteRecord`) writes its members directly, without
/// building a ``JSONValue`` tree first. Commas are placed by the writer: a value or container
/// that follows another one in the same container gets one, so callers only open, name and close.
///
/// ```swift
/// var json = JSONWriter()
/// json.beginObject()
/// json.key("ok"); json.bool(true)
/// json.key("list"); json.beginArray(); json.integer(1); json.number(2.5); json.endArray()
/// json.endObject()
/// json.text   // {"ok":true,"list":[1,2.5]}
/// ```
///
/// The writer does not check structure (a key outside an object, a missing `end`): the callers
/// are few and tested through the JSON they produce.
struct JSONWriter: ~Copyable {
  /// The UTF-8 text written so far. Internal rather than private only so that the writer's
  /// extensions in other files can append to it.
  var output: OutputBytes
  /// Whether the next key, value or container follows a sibling and needs a comma first.
  private var followsSibling = false

  /// Creates an empty writer.
  ///
  /// - Parameter capacity: Bytes to reserve; a playground write record is about 700.
  init(capacity: Int = 1024) {
    output = OutputBytes(capacity: capacity)
  }

  /// The text written so far as a `String`.
  var text: String { output.text }

  /// The text written so far as UTF-8 bytes.
  var bytes: [UInt8] { output.bytes }

  mutating func beginObject() { open(UInt8(ascii: "{")) }
  mutating func endObject() { close(UInt8(ascii: "}")) }
  mutating func beginArray() { open(UInt8(ascii: "[")) }
  mutating func endArray() { close(UInt8(ascii: "]")) }

  /// Writes an object key known at compile time, such as `"sequence"`, and its colon.
  ///
  /// Literal keys are plain ASCII names, so they are copied without an escape check; the comma,
  /// the quotes and the colon go in with the name in one piece (a write record has about thirty
  /// keys, and byte-by-byte appends made each cost some 150 instructions in callgrind). Inlined,
  /// so that at each call the name's length is a constant and its copy a few moves.
  @inline(__always)
  mutating func key(_ name: StaticString) {
    Self.withBytes(of: name) { name in
      piece(atMost: name.count + 3, completesValue: false) { free in
        free.initialize(to: UInt8(ascii: "\""))
        if let source = name.baseAddress { (free + 1).initialize(from: source, count: name.count) }
        (free + name.count + 1).initialize(to: UInt8(ascii: "\""))
        (free + name.count + 2).initialize(to: UInt8(ascii: ":"))
        return name.count + 3
      }
    }
  }

  /// Writes an object key and its colon, escaped as needed.
  ///
  /// Labelled so that a literal key always picks ``key(_:)``, which skips the escape check.
  mutating func key(escaping name: String) {
    string(name)
    output.append(UInt8(ascii: ":"))
    followsSibling = false
  }

  mutating func null() { literal("null") }

  mutating func bool(_ value: Bool) {
    // Two literals rather than one chosen between them, so that each is copied at a constant length.
    if value { literal("true") } else { literal("false") }
  }

  /// Writes a string in quotes, escaped as ``JSONWriter/appendEscaped(_:)`` describes.
  mutating func string(_ value: String) {
    beginValue()
    output.append(UInt8(ascii: "\""))
    appendEscaped(value)
    output.append(UInt8(ascii: "\""))
  }

  /// Writes a string known at compile time, such as `"exact"`, in quotes and in one piece.
  ///
  /// - Parameter literal: Plain ASCII that needs no escaping (it is not checked).
  @inline(__always)
  mutating func string(literal: StaticString) {
    Self.withBytes(of: literal) { literal in
      piece(atMost: literal.count + 2, completesValue: true) { free in
        free.initialize(to: UInt8(ascii: "\""))
        if let source = literal.baseAddress { (free + 1).initialize(from: source, count: literal.count) }
        (free + literal.count + 1).initialize(to: UInt8(ascii: "\""))
        return literal.count + 2
      }
    }
  }

  /// Copies text that already is compact, valid JSON: one value (an entry serialized earlier),
  /// or members (`"a":1,"b":2`) of the object being written.
  mutating func serialized(_ text: String) {
    beginValue()
    appendUTF8(of: text)
  }

  /// Copies a value that already is compact, valid JSON in UTF-8, such as a logged write record.
  mutating func serialized(_ bytes: [UInt8]) {
    beginValue()
    bytes.withUnsafeBufferPointer { output.append($0) }
  }

  /// Writes one value with `write` and returns where its text lies, so that ``again(_:)`` can
  /// write the same text later in the document without producing it anew.
  ///
  /// - Parameter write: Writes exactly one value.
  /// - Returns: The offsets of the value's text, without the comma before it.
  mutating func recording(_ write: (inout JSONWriter) -> Void) -> Range<Int> {
    let start = output.count + (followsSibling ? 1 : 0)
    write(&self)
    return start..<output.count
  }

  /// Writes again a value written earlier in this document, its text copied.
  ///
  /// - Parameter text: Where the value's text lies, as ``recording(_:)`` returned it.
  mutating func again(_ text: Range<Int>) {
    beginValue()
    output.appendCopy(of: text)
  }

  /// Writes one piece of the text, with the comma it needs when it follows a sibling, in a
  /// single capacity check (``OutputBytes/write(atMost:_:)``).
  ///
  /// - Parameters:
  ///   - maximum: The most bytes `body` writes, the comma not counted.
  ///   - completesValue: Whether what follows the piece is its sibling: `true` for a scalar,
  ///     `false` for a key or an opening bracket.
  ///   - body: Writes the piece at the address it is given and returns how many bytes it wrote.
  @inline(__always)
  mutating func piece(
    atMost maximum: Int, completesValue: Bool, _ body: (UnsafeMutablePointer<UInt8>) -> Int
  ) {
    let comma = followsSibling
    followsSibling = completesValue
    output.write(atMost: maximum + 1) { free in
      guard comma else { return body(free) }
      free.initialize(to: UInt8(ascii: ","))
      return 1 + body(free + 1)
    }
  }

  /// Writes the comma a value of unknown length needs after a sibling: the writer's extensions
  /// call it before appending such a value (a string, a number's `description`).
  mutating func beginValue() {
    if followsSibling { output.append(UInt8(ascii: ",")) }
    followsSibling = true
  }

  @inline(__always)
  private mutating func literal(_ literal: StaticString) {
    Self.withBytes(of: literal) { literal in
      piece(atMost: literal.count, completesValue: true) { free in
        if let source = literal.baseAddress { free.initialize(from: source, count: literal.count) }
        return literal.count
      }
    }
  }

  /// Runs `body` on the UTF-8 of `literal`.
  ///
  /// Like `StaticString.withUTF8Buffer`, but `body` is called from one place for the usual
  /// literal, one held as a pointer, so that it is inlined there rather than compiled as a
  /// closure of its own (a call per key in callgrind).
  @inline(__always)
  private static func withBytes(of literal: StaticString, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    guard literal.hasPointerRepresentation else { return literal.withUTF8Buffer(body) }
    body(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
  }

  private mutating func open(_ bracket: UInt8) {
    piece(atMost: 1, completesValue: false) { free in
      free.initialize(to: bracket)
      return 1
    }
  }

  private mutating func close(_ bracket: UInt8) {
    output.append(bracket)
    followsSibling = true
  }
}
