import Bindings
import KeyPathMapping

/// A `Float` root edited by a `Double` slider, with the same animation attached three ways: which
/// of them carries it to the root.
@available(SwiftStdlib 6.2, *)
struct ProgressScene: PlaygroundScene {
  static let id = "progress"
  static let title = "Progress"
  static let summary = """
    A Float shown by a Double slider. The mapped binding keeps its .animation(.easeInOut) all the \
    way to the root; Binding(get:set:) drops it; the computed property keeps it but lives on the type.
    """
  static let identityComparisons = [
    IdentityComparison(
      "progress.mapped", "progress.computed",
      why: "Different key paths from the same root: .to(Double.self) and .double are distinct members.")
  ]
  static let widgets: [SceneWidget] = [.bar]
  /// The exported test's copy of `.double`, below.
  static let exportDeclarations = [
    ExportDeclaration(
      neededBy: [".double"],
      copyOf: ["Sources/Playground/Scenes/ProgressScene.swift"],
      source: """
        extension BinaryFloatingPoint {
          /// The hand-written alternative to a mapping: the value as a `Double`, declared on its type.
          fileprivate var double: Double {
            get { Double(self) }
            set { self = Self(newValue) }
          }
        }
        """)
  ]

  @State var progress: Float = 0.25
  var root: State<Float> { _progress }

  func render(_ context: WriteContext) -> [SceneBinding] {
    [
      SceneBinding(
        "progress.mapped", .mapped, .unitSlider,
        $progress[convert: .to(Double.self)].animation(.easeInOut),
        expression: "$progress[convert: .to(Double.self)].animation(.easeInOut)"),
      SceneBinding(
        "progress.rebuilt", .rebuilt, .unitSlider,
        Binding(get: { Double(progress) }, set: { progress = Float($0) }).animation(.easeInOut),
        expression: "Binding(get: { Double(progress) }, set: { progress = Float($0) }).animation(.easeInOut)",
        twinOf: "progress.mapped"),
      SceneBinding(
        "progress.computed", .computedProperty, .unitSlider,
        $progress.double.animation(.easeInOut),
        expression: "$progress.double.animation(.easeInOut)"),
    ]
  }
}

@available(SwiftStdlib 6.2, *)
extension BinaryFloatingPoint {
  /// The hand-written alternative to a mapping: the value as a `Double`, writable, declared on
  /// the value's type.
  fileprivate var double: Double {
    get { Double(self) }
    set { self = Self(newValue) }
  }
}
