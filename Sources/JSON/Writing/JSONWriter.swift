/// Compact JSON text written as UTF-8 bytes, value by value: the one writer behind
/// ``JSONValue/serialized()``.
struct JSONWriter {
  /// The text written so far.
  var bytes: [UInt8] = []

  /// Appends `value` and everything inside it.
  mutating func write(_ value: JSONValue) {
    switch value {
    case .null: append("null")
    case .bool(let flag): append(flag ? "true" : "false")
    case .integer(let integer): writeInteger(integer)
    case .number(let number): writeNumber(number)
    case .string(let string): writeString(string)
    case .array(let elements):
      bytes.append(UInt8(ascii: "["))
      for (index, element) in elements.enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        write(element)
      }
      bytes.append(UInt8(ascii: "]"))
    case .object(let members):
      bytes.append(UInt8(ascii: "{"))
      for (index, member) in members.enumerated() {
        if index > 0 { bytes.append(UInt8(ascii: ",")) }
        writeString(member.key)
        bytes.append(UInt8(ascii: ":"))
        write(member.value)
      }
      bytes.append(UInt8(ascii: "}"))
    }
  }

  /// Appends text that needs no escaping.
  mutating func append(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }
}
