import Bindings
import KeyPathMapping

/// Seed 000's slider: a `Float` edited as `Double`, with the same animation attached three ways.
struct ProgressScene: PlaygroundScene {
  static let id = "progress"
  static let title = "Progress"
  static let summary = """
    A Float shown by a Double slider. The mapped binding keeps its .animation(.easeInOut) all the \
    way to the root; Binding(get:set:) drops it; the computed property keeps it but lives on the type.
    """

  @State var progress: Float = 0.25
  var root: State<Float> { _progress }

  func render(_ context: RenderContext) -> [SceneBinding] {
    [
      SceneBinding(
        "progress.mapped", .mapped, .unitSlider,
        $progress[convert: .to(Double.self)].animation(.easeInOut),
        expression: "$progress[convert: .to(Double.self)].animation(.easeInOut)"),
      SceneBinding(
        "progress.rebuilt", .rebuilt, .unitSlider,
        Binding(get: { Double(progress) }, set: { progress = Float($0) }).animation(.easeInOut),
        expression: "Binding(get: { Double(progress) }, set: { progress = Float($0) }).animation(.easeInOut)"),
      SceneBinding(
        "progress.computed", .computedProperty, .unitSlider,
        $progress.double.animation(.easeInOut),
        expression: "$progress.double.animation(.easeInOut)"),
    ]
  }
}

extension BinaryFloatingPoint {
  /// Seed 000's computed property: the value as a `Double`, writable.
  fileprivate var double: Double {
    get { Double(self) }
    set { self = Self(newValue) }
  }
}
