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
    var output = ""
    write(to: &output)
    return output
  }

  private func write(to output: inout String) {
    switch self {
    case .null: output += "null"
    case .bool(let value): output += value ? "true" : "false"
    case .integer(let value): output += String(value)
    case .number(let value): output += Self.spelling(of: value)
    case .string(let value): Self.writeQuoted(value, to: &output)
    case .array(let elements):
      output += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { output += "," }
        element.write(to: &output)
      }
      output += "]"
    case .object(let members):
      output += "{"
      for (index, member) in members.enumerated() {
        if index > 0 { output += "," }
        Self.writeQuoted(member.key, to: &output)
        output += ":"
        member.value.write(to: &output)
      }
      output += "}"
    }
  }

  /// Integral values print without ".0" (`1` not `1.0`), the rest as Swift's shortest form.
  private static func spelling(of number: Double) -> String {
    guard number.isFinite else { return "null" }
    if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
    return String(number)
  }

  private static func writeQuoted(_ string: String, to output: inout String) {
    output += "\""
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "\u{00}"..."\u{1F}", "\u{2028}", "\u{2029}":
        let hex = String(scalar.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
  }
}
