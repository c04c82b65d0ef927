/// A value type an exported test declares and writes literals of: one of the lab's types, or a
/// type only a scene holds (``Destination``).
@available(SwiftStdlib 6.2, *)
struct ExportType {
  /// The Swift spelling, such as `Double` or `Destination`.
  let name: String
  /// The type, to decode a recorded value with.
  let type: any (PlaygroundValue & SwiftLiteralRepresentable).Type

  /// The lab's type `lab`.
  init(_ lab: LabType) {
    name = lab.name
    type = lab.type
  }

  private init(_ type: any (PlaygroundValue & SwiftLiteralRepresentable).Type) {
    name = type.typeName
    self.type = type
  }

  /// The types scenes hold that the lab does not offer.
  private static var sceneOnly: [ExportType] { [ExportType(Destination.self)] }

  /// The type spelled `name`, or `nil` when an exported test cannot write its values.
  static func named(_ name: String) -> ExportType? {
    LabType.named(name).map(ExportType.init) ?? sceneOnly.first { $0.name == name }
  }
}
