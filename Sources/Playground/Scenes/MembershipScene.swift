import Bindings
import KeyPathMapping

/// A `Set<String>` root edited through one checkbox per tag.
@available(SwiftStdlib 6.2, *)
struct MembershipScene: PlaygroundScene {
  static let id = "membership"
  static let title = "Membership"
  static let summary = """
    Each checkbox is a Bool binding derived with .contains(tag): checking inserts the tag, \
    unchecking removes it, and each binding keeps its own identity.
    """

  @State var tags: Set<String> = ["swift"]
  var root: State<Set<String>> { _tags }

  func render(_ context: WriteContext) -> [SceneBinding] {
    [
      SceneBinding(
        "membership.swift", .mapped, .checkbox,
        $tags[convert: .contains("swift")],
        expression: #"$tags[convert: .contains("swift")]"#),
      SceneBinding(
        "membership.linux", .mapped, .checkbox,
        $tags[convert: .contains("linux")],
        expression: #"$tags[convert: .contains("linux")]"#),
      SceneBinding(
        "membership.web", .mapped, .checkbox,
        $tags[convert: .contains("web")],
        expression: #"$tags[convert: .contains("web")]"#),
    ]
  }
}
