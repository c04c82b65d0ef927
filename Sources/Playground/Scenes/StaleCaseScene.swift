import Bindings
import KeyPathMapping

/// A field bound to one enum case's payload that writes after the state moved to another case:
/// the closure setter flips the state back; a failable case mapping refuses the write.
@available(SwiftStdlib 6.2, *)
struct StaleCaseScene: PlaygroundScene {
  static let id = "staleCase"
  static let title = "Stale write to another case"
  static let summary = """
    A Destination enum is .edit(text) while a sheet edits the text, .alert(title) once an alert \
    replaced the sheet. The sheet's field commits after the state became .alert.
    """
  static let pitfall: String? = """
    The closure setter destination = .edit($0) writes the edit case whatever the state is now: \
    the alert vanishes and the sheet comes back. A failable case mapping refuses to write into \
    another case: the write is rejected and the alert stays.
    """
  static let sequences = [
    SceneSequence(
      label: "Show the alert, then the closure field commits",
      writes: [
        .init(binding: "staleCase.root", value: ["alert": "Delete the draft?"]),
        .init(binding: "staleCase.rebuilt", value: "Draft, edited"),
      ]),
    SceneSequence(
      label: "Show the alert, then the mapped field commits",
      writes: [
        .init(binding: "staleCase.root", value: ["alert": "Delete the draft?"]),
        .init(binding: "staleCase.mapped", value: "Draft, edited"),
      ]),
  ]
  static let partGoneWhen: GonePart? = .otherCase("edit")
  /// The exported test's copy of `Destination` (`Values/Destination.swift`), with what its code
  /// uses alone.
  static let exportDeclarations = [
    ExportDeclaration(
      neededBy: ["Destination"],
      copyOf: ["Sources/Playground/Values/Destination.swift"],
      source: """
        /// Where a screen leads: a sheet editing a text, or an alert.
        private enum Destination: Hashable, Sendable {
          case edit(String)
          case alert(String)

          var caseName: String {
            switch self {
            case .edit: "edit"
            case .alert: "alert"
            }
          }

          /// The edit case's text; empty in another case.
          var editText: String {
            if case .edit(let text) = self { text } else { "" }
          }

          /// The edit case with `text`; a write into another case is refused.
          func replacingEditText(with text: String) throws(MappingRejection) -> Destination {
            guard case .edit = self else {
              throw MappingRejection(rejectedValue: text, reason: "the destination is .\\(caseName) now, not .edit")
            }
            return .edit(text)
          }
        }
        """)
  ]

  @State var destination = Destination.edit("Draft")
  var root: State<Destination> { _destination }

  // A failable conversion builds the new root from the member alone, so the case mapping's embed
  // asks the state it writes into, read when the write arrives, whether it is still the edit case.
  // The bindings stay as written: each expression string is a copy of the code beside it.
  // swift-format-ignore
  func render(_ context: WriteContext) -> [SceneBinding] {
    [
      SceneBinding(
        "staleCase.root", .root, .cases(Destination.caseNames),
        $destination,
        expression: "$destination"),
      SceneBinding(
        "staleCase.mapped", .mapped, .text,
        $destination[convert: .failable(extract: { $0.editText }, embed: { text throws(MappingRejection) in try destination.replacingEditText(with: text) }, onRejection: context.reject)],
        expression: "$destination[convert: .failable(extract: { $0.editText }, embed: { text throws(MappingRejection) in try destination.replacingEditText(with: text) }, onRejection: context.reject)]"),
      SceneBinding(
        "staleCase.rebuilt", .rebuilt, .text,
        Binding(get: { destination.editText }, set: { destination = .edit($0) }),
        expression: "Binding(get: { destination.editText }, set: { destination = .edit($0) })",
        twinOf: "staleCase.mapped"),
    ]
  }
}
