/// A value type an exported test declares and writes literals of: one of the lab's types, or a
/// scene's root type the lab does not offer (``Destination``), found by asking the scenes.
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

  /// The scenes' root types that have Swift literals (``PlaygroundScene/exportedRootType``).
  private static var sceneRoots: [ExportType] {
    SceneList.types.compactMap { $0.exportedRootType.map { ExportType($0) } }
  }

  /// The type spelled `name`, or `nil` when an exported test cannot write its values.
  static func named(_ name: String) -> ExportType? {
    LabType.named(name).map(ExportType.init) ?? sceneRoots.first { $0.name == name }
  }
}
