import Bindings
import KeyPathMapping

/// A setter hook that plays `haptics.impact()` for values above 0.8, attached to a binding without
/// rebuilding it, beside the closure-built binding that runs the same code.
@available(SwiftStdlib 6.2, *)
struct HapticsScene: PlaygroundScene {
  static let id = "haptics"
  static let title = "Haptics"
  static let summary = """
    A setter hook fires haptics.impact() for values above 0.8. The mapped hook keeps the binding's \
    path and identity; the closure-built twin runs the same code but is a new binding every render.
    """
  static let hooks = ["haptics.impact()"]
  static let widgets: [SceneWidget] = [.bar]
  static let contextMembers = ["haptics"]

  @State var level: Float = 0.5
  var root: State<Float> { _level }

  // The bindings stay as written: each expression string is a copy of the code beside it.
  // swift-format-ignore
  func render(_ context: WriteContext) -> [SceneBinding] {
    let haptics = context.haptics
    return [
      SceneBinding(
        "haptics.mapped", .mapped, .unitSlider,
        $level[setter: .onDidSet { if $0 > 0.8 { haptics.impact() } }],
        expression: "$level[setter: .onDidSet { if $0 > 0.8 { haptics.impact() } }]"),
      SceneBinding(
        "haptics.rebuilt", .rebuilt, .unitSlider,
        Binding(get: { level }, set: { level = $0; if $0 > 0.8 { haptics.impact() } }),
        expression: "Binding(get: { level }, set: { level = $0; if $0 > 0.8 { haptics.impact() } })",
        twinOf: "haptics.mapped"),
    ]
  }
}
