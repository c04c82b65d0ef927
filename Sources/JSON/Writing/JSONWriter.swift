/// Compact JSON text written as UTF-8 bytes, value by value: the one writer behind
/// ``JSONValue/serialized()`` and ``JSONText``.
@available(SwiftStdlib 6.2, *)
struct JSONWriter {
  /// The text written so far.
  private(set) var bytes: [UInt8] = []

  /// Creates an empty writer with room for `capacity` bytes; it grows as needed.
  init(capacity: Int = 256) {
    bytes.reserveCapacity(capacity)
  }

  /// Appends one byte.
  mutating func append(_ byte: UInt8) { bytes.append(byte) }

  /// Appends `text`, compact JSON already, as it is.
  mutating func append(contentsOf text: [UInt8]) { bytes.append(contentsOf: text) }

  /// Appends a copy of the bytes already written at `range`.
  mutating func appendCopy(of range: Range<Int>) {
    for index in range { bytes.append(bytes[index]) }
  }

  /// Exchanges two bytes already written.
  mutating func swapBytes(_ first: Int, _ second: Int) { bytes.swapAt(first, second) }

  /// Removes the last `length` bytes.
  mutating func removeLast(_ length: Int) { bytes.removeLast(length) }

  /// Appends `value` and everything inside it.
  mutating func write(_ value: JSONValue) {
    switch value {
    case .null: appendUTF8(of: "null")
    case .bool(let flag): appendUTF8(of: flag ? "true" : "false")
    case .integer(let integer): writeInteger(integer)
    case .number(let number): writeNumber(number)
    case .string(let string): writeString(string)
    case .array(let elements):
      append(UInt8(ascii: "["))
      for (index, element) in elements.enumerated() {
        if index > 0 { append(UInt8(ascii: ",")) }
        write(element)
      }
      append(UInt8(ascii: "]"))
    case .object(let members):
      append(UInt8(ascii: "{"))
      writeMembers(members)
      append(UInt8(ascii: "}"))
    }
  }

  /// Appends an object's members, `"a":1,"b":2`, without the braces.
  mutating func writeMembers(_ members: [(key: String, value: JSONValue)]) {
    for (index, member) in members.enumerated() {
      if index > 0 { append(UInt8(ascii: ",")) }
      writeMember(member.key)
      write(member.value)
    }
  }

  /// Appends a member's name and its colon.
  mutating func writeMember(_ key: String) {
    writeString(key)
    append(UInt8(ascii: ":"))
  }

  /// Appends the UTF-8 of `text` as it is.
  mutating func appendUTF8(of text: String) { bytes.append(contentsOf: text.utf8) }
}
