extension JSONValue {
  /// The compact JSON text of this value, members in their stored order.
  ///
  /// Non-finite numbers have no JSON spelling and are written as `null`; the playground never
  /// stores one, because every write rejects them first. Line separators inside strings are
  /// escaped, so the text is always a single line.
  ///
  /// ```swift
  /// JSONValue(["a": [1, 2.5, "x\n"]]).serialized()   // {"a":[1,2.5,"x\n"]}
  /// ```
  /// - Complexity: O(*n*) in the size of the result.
  public func serialized() -> String {
    var json = JSONWriter()
    json.value(self)
    return json.text
  }
}

extension JSONWriter {
  /// Writes `value` and everything inside it.
  mutating func value(_ value: JSONValue) {
    switch value {
    case .null: null()
    case .bool(let flag): bool(flag)
    case .integer(let integer): self.integer(integer)
    case .number(let number): self.number(number)
    case .string(let string): self.string(string)
    case .array(let elements):
      beginArray()
      for element in elements { self.value(element) }
      endArray()
    case .object(let members):
      beginObject()
      for member in members {
        key(escaping: member.key)
        self.value(member.value)
      }
      endObject()
    }
  }
}
