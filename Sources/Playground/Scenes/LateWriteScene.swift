import Bindings
import KeyPathMapping

/// A text field in a sheet that commits after the sheet was dismissed: the closure binding
/// brings the dismissed item back; `.unwrapped(with:aggressive: false)` ignores the late write.
@available(SwiftStdlib 6.2, *)
struct LateWriteScene: PlaygroundScene {
  static let id = "lateWrite"
  static let title = "Late write after nil"
  static let summary = """
    A String? item edited in a sheet's text field as a String. The sheet is dismissed (the item \
    becomes nil), then the field commits its text late, as a field losing focus does.
    """
  static let pitfall: String? = """
    Binding(get: { item ?? "" }, set: { item = $0 }) writes the late text into the nil item: the \
    dismissed item comes back, and the sheet with it. .unwrapped(with: "", aggressive: false) \
    ignores a write into nil: the item stays nil.
    """
  static let partGoneWhen: GonePart? = .rootIsNil
  static let sequences = [
    SceneSequence(
      label: "Dismiss, then the closure field commits late",
      writes: [
        .init(binding: "lateWrite.root", value: .null), .init(binding: "lateWrite.rebuilt", value: "Draft, edited"),
      ]
    ),
    SceneSequence(
      label: "Dismiss, then the mapped field commits late",
      writes: [
        .init(binding: "lateWrite.root", value: .null), .init(binding: "lateWrite.mapped", value: "Draft, edited"),
      ]
    ),
  ]

  @State var item: String? = "Draft"
  var root: State<String?> { _item }

  func render(_ context: WriteContext) -> [SceneBinding] {
    [
      SceneBinding(
        "lateWrite.root", .root, .optionalText,
        $item,
        expression: "$item"),
      SceneBinding(
        "lateWrite.mapped", .mapped, .text,
        $item[convert: .unwrapped(with: "", aggressive: false)],
        expression: #"$item[convert: .unwrapped(with: "", aggressive: false)]"#),
      SceneBinding(
        "lateWrite.rebuilt", .rebuilt, .text,
        Binding(get: { item ?? "" }, set: { item = $0 }),
        expression: #"Binding(get: { item ?? "" }, set: { item = $0 })"#,
        twinOf: "lateWrite.mapped"),
    ]
  }
}
