import Bindings
import KeyPathMapping

/// Seed 000's write hook: `impact()` above 0.8, attached without rebuilding the binding.
struct HapticsScene: PlaygroundScene {
  static let id = "haptics"
  static let title = "Haptics"
  static let summary = """
    A setter hook fires haptics.impact() for values above 0.8. The mapped hook keeps the binding's \
    path and identity; the closure-built twin runs the same code but is a new binding every render.
    """

  @State var level: Float = 0.5
  var root: State<Float> { _level }

  func render(_ context: RenderContext) -> [SceneBinding] {
    let haptics = context.haptics
    return [
      SceneBinding(
        "haptics.mapped", .mapped, .unitSlider,
        $level[setter: .onDidSet { if $0 > 0.8 { haptics.impact() } }],
        expression: "$level[setter: .onDidSet { if $0 > 0.8 { haptics.impact() } }]"),
      SceneBinding(
        "haptics.rebuilt", .rebuilt, .unitSlider,
        Binding(get: { level }, set: { level = $0; if $0 > 0.8 { haptics.impact() } }),
        expression: "Binding(get: { level }, set: { level = $0; if $0 > 0.8 { haptics.impact() } })"),
    ]
  }
}
