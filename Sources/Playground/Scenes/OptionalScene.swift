import Bindings
import KeyPathMapping

/// A `String?` root edited through a non-optional text field, gently and aggressively.
@available(SwiftStdlib 6.2, *)
struct OptionalScene: PlaygroundScene {
  static let id = "optional"
  static let title = "Optional"
  static let summary = """
    A String? edited as String with .unwrapped(with: ""). While the root is nil, the gentle \
    binding ignores writes; the aggressive one writes through and creates the value.
    """

  @State var nickname: String? = nil
  var root: State<String?> { _nickname }

  func render(_ context: WriteContext) -> [SceneBinding] {
    [
      SceneBinding(
        "optional.root", .root, .optionalText,
        $nickname,
        expression: "$nickname"),
      SceneBinding(
        "optional.gentle", .mapped, .text,
        $nickname[convert: .unwrapped(with: "", aggressive: false)],
        expression: #"$nickname[convert: .unwrapped(with: "", aggressive: false)]"#),
      SceneBinding(
        "optional.aggressive", .mapped, .text,
        $nickname[convert: .unwrapped(with: "", aggressive: true)],
        expression: #"$nickname[convert: .unwrapped(with: "", aggressive: true)]"#),
    ]
  }
}
