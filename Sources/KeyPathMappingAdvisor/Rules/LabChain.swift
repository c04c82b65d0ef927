/// A chain the playground's lab can build: a root type and steps, as the lab's definition JSON
/// (`{"root":{"type":"Int"},"steps":[{"step":"to","type":"Double"}]}`), and the permalink that
/// opens it (`lab.html#def=…`, the fragment the lab page reads).
package struct LabChain: Sendable, Equatable {
  /// A step argument's JSON value.
  package enum Value: Sendable, Equatable {
    /// A JSON string.
    case string(String)
    /// A JSON number, spelled as the Swift literal.
    case number(String)
    /// `true` or `false`.
    case bool(Bool)
  }

  /// The types the lab offers roots of.
  package static let rootTypes: Set<String> = [
    "Float", "Double", "Int", "Int8", "UInt8", "Bool", "String", "Float?", "Double?", "Int?", "Int8?", "UInt8?",
    "Bool?", "String?", "[Int]", "[String]", "Set<String>",
  ]

  /// The root's type, one of ``rootTypes``.
  package let rootType: String
  /// Each step: its name, then its arguments in order.
  package let steps: [(name: String, arguments: [(String, Value)])]

  package static func == (left: LabChain, right: LabChain) -> Bool { left.definition == right.definition }

  /// A chain, or `nil` when the lab has no root of `rootType`.
  package init?(rootType: String, steps: [(name: String, arguments: [(String, Value)])]) {
    guard Self.rootTypes.contains(rootType) else { return nil }
    self.rootType = rootType
    self.steps = steps
  }

  /// The definition as JSON text.
  package var definition: String {
    let stepTexts = steps.map { step in
      let members = [("step", Value.string(step.name))] + step.arguments
      return "{" + members.map { "\(Self.json($0.0)):\(Self.json($0.1))" }.joined(separator: ",") + "}"
    }
    return #"{"root":{"type":\#(Self.json(rootType))},"steps":[\#(stepTexts.joined(separator: ","))]}"#
  }

  /// The lab page address that builds the chain, under `base` (such as
  /// `http://127.0.0.1:8080/lab.html`).
  package func permalink(base: String) -> String {
    "\(base)#def=\(Self.formEncoded(definition))"
  }

  private static func json(_ value: Value) -> String {
    switch value {
    case .string(let text): json(text)
    case .number(let literal): literal
    case .bool(let flag): flag ? "true" : "false"
    }
  }

  private static func json(_ text: String) -> String { JSONFormat.string(text) }

  /// `text` encoded as `URLSearchParams` encodes a value: letters, digits and `*-._` kept,
  /// a space as `+`, every other byte as `%XX`.
  static func formEncoded(_ text: String) -> String {
    var encoded = ""
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"),
        UInt8(ascii: "*"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"):
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      case UInt8(ascii: " "): encoded += "+"
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return encoded
  }
}
