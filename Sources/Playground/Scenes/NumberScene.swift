import Bindings
import KeyPathMapping

/// An `Int` root edited in a text field: a failable conversion that refuses bad text, beside
/// `?? 0`, which turns it into zero.
@available(SwiftStdlib 6.2, *)
struct NumberScene: PlaygroundScene {
  static let id = "number"
  static let title = "Number field"
  static let summary = """
    An Int edited as text. The failable mapped conversion rejects "12a" and keeps the number; \
    converted(forward:backward:) with Int($0) ?? 0 silently stores 0.
    """

  @State var number = 42
  var root: State<Int> { _number }

  func render(_ context: WriteContext) -> [SceneBinding] {
    [
      SceneBinding(
        "number.mapped", .mapped, .text,
        $number[convert: .parsed(onRejection: context.reject)],
        expression: "$number[convert: .parsed(onRejection: context.reject)]"),
      SceneBinding(
        "number.converted", .rebuilt, .text,
        $number.converted(forward: { String($0) }, backward: { Int($0) ?? 0 }),
        expression: "$number.converted(forward: { String($0) }, backward: { Int($0) ?? 0 })",
        twinOf: "number.mapped"),
    ]
  }
}
