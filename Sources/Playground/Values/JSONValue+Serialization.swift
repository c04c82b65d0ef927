extension JSONValue {
  /// The compact JSON text of this value, members in their stored order.
  ///
  /// Non-finite numbers have no JSON spelling and are written as `null`; the playground never
  /// stores one, because every write rejects them first.
  ///
  /// ```swift
  /// JSONValue(["a": [1, 2.5, "x\n"]]).serialized()   // {"a":[1,2.5,"x\n"]}
  /// ```
  /// - Complexity: O(*n*) in the size of the result.
  public func serialized() -> String {
    var output: [UInt8] = []
    output.reserveCapacity(1024)
    write(to: &output)
    return String(decoding: output, as: UTF8.self)
  }

  // Bytes rather than a String: appending to a String re-checks its storage on every piece, which
  // made serialization the largest cost of a playground write in callgrind.
  private func write(to output: inout [UInt8]) {
    switch self {
    case .null: output += "null".utf8
    case .bool(let value): output += (value ? "true" : "false").utf8
    case .integer(let value): output += String(value).utf8
    case .number(let value): output += Self.spelling(of: value).utf8
    case .string(let value): Self.writeQuoted(value, to: &output)
    case .array(let elements):
      output.append(UInt8(ascii: "["))
      for (index, element) in elements.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        element.write(to: &output)
      }
      output.append(UInt8(ascii: "]"))
    case .object(let members):
      output.append(UInt8(ascii: "{"))
      for (index, member) in members.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        Self.writeQuoted(member.key, to: &output)
        output.append(UInt8(ascii: ":"))
        member.value.write(to: &output)
      }
      output.append(UInt8(ascii: "}"))
    }
  }

  /// Integral values print without ".0" (`1` not `1.0`), the rest as Swift's shortest form.
  private static func spelling(of number: Double) -> String {
    guard number.isFinite else { return "null" }
    if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
    return String(number)
  }

  private static func writeQuoted(_ string: String, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    defer { output.append(UInt8(ascii: "\"")) }
    // Nearly every string needs no escape: copy its bytes whole.
    guard needsEscaping(string) else {
      output += string.utf8
      return
    }
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": output += #"\""#.utf8
      case "\\": output += #"\\"#.utf8
      case "\n": output += #"\n"#.utf8
      case "\r": output += #"\r"#.utf8
      case "\t": output += #"\t"#.utf8
      case "\u{00}"..."\u{1F}", "\u{2028}", "\u{2029}":
        let hex = String(scalar.value, radix: 16)
        output += ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8
      default: output += String(scalar).utf8
      }
    }
  }

  /// Whether `string` holds a control character, a quote, a backslash, or U+2028/U+2029
  /// (E2 80 A8/A9 in UTF-8), exactly the scalars the escaping loop changes.
  private static func needsEscaping(_ string: String) -> Bool {
    var string = string
    return string.withUTF8 { bytes in
      for index in bytes.indices {
        let byte = bytes[index]
        if byte < 0x20 || byte == 0x22 || byte == 0x5C { return true }
        if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80, bytes[index + 2] & 0xFE == 0xA8 {
          return true
        }
      }
      return false
    }
  }
}
