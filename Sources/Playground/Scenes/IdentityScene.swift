import Bindings
import KeyPathMapping

/// Identity across renders: inline mappings at two places, explicit ids, and a rebuilt binding.
@available(SwiftStdlib 6.2, *)
struct IdentityScene: PlaygroundScene {
  static let id = "identity"
  static let title = "Identity"
  static let summary = """
    "Render again" re-evaluates every binding. Mapped bindings keep their identity; rebuilt ones \
    are new every time. Two identical .inline mappings at different places differ; an explicit \
    id: makes them equal on purpose.
    """
  static let widgets: [SceneWidget] = [.identityPanel]
  static let identityComparisons = [
    IdentityComparison(
      "identity.inlineA", "identity.inlineB",
      why: "Two .inline mappings with the same text at different places: the call site is the default identity."),
    IdentityComparison(
      "identity.explicitA", "identity.explicitB",
      why: "Two .inline mappings with the same explicit id: \"double\": equal by declaration."),
    IdentityComparison(
      "identity.inlineA", "identity.explicitA",
      why: "An implicit call-site identity never equals an explicit id."),
  ]

  @State var value: Float = 1
  var root: State<Float> { _value }

  func render(_ context: WriteContext) -> [SceneBinding] {
    [
      // Place A.
      SceneBinding(
        "identity.inlineA", .mapped, .number,
        $value[convert: .inline(extract: { Double($0) }, embed: { Float($0) })],
        expression: "$value[convert: .inline(extract: { Double($0) }, embed: { Float($0) })]"),
      // Place B: the same text, another call site.
      SceneBinding(
        "identity.inlineB", .mapped, .number,
        $value[convert: .inline(extract: { Double($0) }, embed: { Float($0) })],
        expression: "$value[convert: .inline(extract: { Double($0) }, embed: { Float($0) })]"),
      SceneBinding(
        "identity.explicitA", .mapped, .number,
        $value[convert: .inline(id: "double", extract: { Double($0) }, embed: { Float($0) })],
        expression: #"$value[convert: .inline(id: "double", extract: { Double($0) }, embed: { Float($0) })]"#),
      SceneBinding(
        "identity.explicitB", .mapped, .number,
        $value[convert: .inline(id: "double", extract: { Double($0) }, embed: { Float($0) })],
        expression: #"$value[convert: .inline(id: "double", extract: { Double($0) }, embed: { Float($0) })]"#),
      SceneBinding(
        "identity.rebuilt", .rebuilt, .number,
        Binding(get: { Double(value) }, set: { value = Float($0) }),
        expression: "Binding(get: { Double(value) }, set: { value = Float($0) })",
        twinOf: "identity.inlineA"),
    ]
  }
}
