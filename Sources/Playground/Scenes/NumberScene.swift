import Bindings
import KeyPathMapping

/// Seed 001's text field: an `Int` edited as text, failable conversion vs `?? 0`.
struct NumberScene: PlaygroundScene {
  static let id = "number"
  static let title = "Number field"
  static let summary = """
    An Int edited as text. The failable mapped conversion rejects "12a" and keeps the number; \
    converted(forward:backward:) with Int($0) ?? 0 silently stores 0.
    """

  @State var number = 42
  var root: State<Int> { _number }

  func render(_ context: RenderContext) -> [SceneBinding] {
    [
      SceneBinding(
        "number.mapped", .mapped, .text,
        $number[convert: .parsed(onRejection: context.reject)],
        expression: "$number[convert: .parsed(onRejection: context.reject)]"),
      SceneBinding(
        "number.converted", .rebuilt, .text,
        $number.converted(forward: { String($0) }, backward: { Int($0) ?? 0 }),
        expression: "$number.converted(forward: { String($0) }, backward: { Int($0) ?? 0 })"),
    ]
  }
}
