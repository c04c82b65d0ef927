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
  public func serialized() -> String { written().text }

  /// ``serialized()`` as UTF-8 bytes, for an answer's body: making the `String` first and
  /// copying its bytes out again did the work twice.
  func serializedBytes() -> [UInt8] { written().bytes }

  private func written() -> JSONWriter {
    var json = JSONWriter()
    json.value(self)
    return json
  }
}

extension JSONValue {
  /// Whether this value and `other` certainly have the same JSON text, as far as a cheap check
  /// tells: equal numbers (`1` and `1.0` both print `1`, `0` and `-0` both `0`), booleans and
  /// nulls.
  ///
  /// Strings and containers answer `false` even when equal: equal strings may differ in their
  /// bytes (canonical equivalence), equal objects in their member order. So may an `.integer`
  /// and a `.number` that compare equal beyond 2^53.
  func printsAlike(_ other: JSONValue) -> Bool {
    switch (self, other) {
    case (.number(let left), .number(let right)): left == right
    case (.integer(let left), .integer(let right)): left == right
    case (.bool(let left), .bool(let right)): left == right
    case (.null, .null): true
    default: false
    }
  }
}

extension JSONWriter {
  /// Writes `value`, or copies the text of `earlier` when both print alike
  /// (``JSONValue/printsAlike(_:)``), and returns where the value's text lies.
  ///
  /// - Parameters:
  ///   - value: The value to write.
  ///   - earlierText: Where `earlier`'s text lies, as ``recording(_:)`` returned it.
  ///   - earlier: A value written earlier in this document.
  mutating func value(_ value: JSONValue, reusing earlierText: Range<Int>, of earlier: JSONValue) -> Range<Int> {
    guard value.printsAlike(earlier) else { return recording { $0.value(value) } }
    again(earlierText)
    return earlierText
  }

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
