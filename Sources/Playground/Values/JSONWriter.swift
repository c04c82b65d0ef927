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

  mutating func beginObject() { open(UInt8(ascii: "{")) }
  mutating func endObject() { close(UInt8(ascii: "}")) }
  mutating func beginArray() { open(UInt8(ascii: "[")) }
  mutating func endArray() { close(UInt8(ascii: "]")) }

  /// Writes an object key known at compile time, such as `"sequence"`, and its colon.
  ///
  /// Literal keys are plain ASCII names, so they are copied without an escape check.
  mutating func key(_ name: StaticString) {
    separate()
    output.append(UInt8(ascii: "\""))
    name.withUTF8Buffer { output.append($0) }
    output.append(UInt8(ascii: "\""))
    output.append(UInt8(ascii: ":"))
    followsSibling = false
  }

  /// Writes an object key and its colon, escaped as needed.
  ///
  /// Labelled so that a literal key always picks ``key(_:)``, which skips the escape check.
  mutating func key(escaping name: String) {
    string(name)
    output.append(UInt8(ascii: ":"))
    followsSibling = false
  }

  mutating func null() { scalar("null") }

  mutating func bool(_ value: Bool) { scalar(value ? "true" : "false") }

  /// Writes a string in quotes, escaped as ``JSONWriter/appendEscaped(_:)`` describes.
  mutating func string(_ value: String) {
    scalar { json in
      json.output.append(UInt8(ascii: "\""))
      json.appendEscaped(value)
      json.output.append(UInt8(ascii: "\""))
    }
  }

  /// Copies text that already is compact, valid JSON: one value (an entry serialized earlier),
  /// or members (`"a":1,"b":2`) of the object being written.
  mutating func serialized(_ text: String) {
    scalar { $0.appendUTF8(of: text) }
  }

  /// Writes one value that is not a container: `writeValue` appends its bytes, after a comma
  /// when it follows a sibling.
  mutating func scalar(_ writeValue: (inout JSONWriter) -> Void) {
    separate()
    writeValue(&self)
    followsSibling = true
  }

  private mutating func scalar(_ literal: StaticString) {
    scalar { json in literal.withUTF8Buffer { json.output.append($0) } }
  }

  private mutating func open(_ bracket: UInt8) {
    separate()
    output.append(bracket)
    followsSibling = false
  }

  private mutating func close(_ bracket: UInt8) {
    output.append(bracket)
    followsSibling = true
  }

  private mutating func separate() {
    if followsSibling { output.append(UInt8(ascii: ",")) }
  }
}
