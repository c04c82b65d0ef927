import JSON

/// One type of the lab's closed set: its Swift spelling, the type itself, the control the lab
/// page edits a value of it with, and the value a root of it starts with.
///
/// The set is closed on purpose: every step is checked against it, so a chain can only reach
/// types the lab can show, decode and sample. A step whose result would leave the set (`.optional`
/// of an array) is not offered for that input.
///
/// ```swift
/// LabType.named("Float?")?.name      // "Float?"
/// LabType.named("[Double]")          // nil: not in the set
/// ```
@available(SwiftStdlib 6.2, *)
package struct LabType: Sendable, Equatable, CustomStringConvertible {
  /// The Swift spelling, such as `Double`, `String?` or `Set<String>`.
  let name: String
  /// The type, to open generic code over.
  let type: any LabValue.Type
  /// The lab page's control for values of this type (`{"type": "number"}`; `json` for a text
  /// field read as JSON, for the types no scene control fits).
  let control: JSONValue
  /// A root of this type starts with this value when the definition gives none.
  let start: JSONValue

  package var description: String { name }

  package static func == (left: LabType, right: LabType) -> Bool { left.name == right.name }

  private init(_ type: any LabValue.Type, _ control: String, start: JSONValue) {
    name = type.typeName
    self.type = type
    self.control = ["type": .string(control)]
    self.start = start
  }

  /// Every type, in the order the catalogue lists them.
  static let all: [LabType] = [
    LabType(Float.self, "number", start: 0.25), LabType(Double.self, "number", start: 0.25),
    LabType(Int.self, "number", start: 42), LabType(Int8.self, "number", start: 42),
    LabType(UInt8.self, "number", start: 42), LabType(Bool.self, "checkbox", start: false),
    LabType(String.self, "text", start: "swift"), LabType(RGB.self, "color", start: "#3366cc"),
    LabType(Float?.self, "number", start: nil), LabType(Double?.self, "number", start: nil),
    LabType(Int?.self, "number", start: nil), LabType(Int8?.self, "number", start: nil),
    LabType(UInt8?.self, "number", start: nil), LabType(Bool?.self, "json", start: nil),
    LabType(String?.self, "optionalText", start: nil), LabType(RGB?.self, "json", start: nil),
    LabType([Int].self, "json", start: [3, 5, 8]), LabType([String].self, "json", start: ["swift", "linux"]),
    LabType(Set<String>.self, "json", start: ["swift"]),
  ]

  private static let byName = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

  /// The type spelled `name`, or `nil` when it is not in the set.
  static func named(_ name: String) -> LabType? { byName[name] }

  /// The set's entry for `type`, or `nil` when it is not in the set.
  static func of(_ type: any LabValue.Type) -> LabType? { byName[type.typeName] }

  /// Every name, for the error that lists the choices.
  package static var names: [String] { all.map(\.name) }
}
