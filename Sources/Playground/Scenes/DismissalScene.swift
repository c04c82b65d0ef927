import Bindings
import KeyPathMapping

/// A sheet's presented item set to nil twice on dismissal: a setter hook runs its dismissal work
/// on both writes; `.onChange` runs it once, because the second nil changes nothing.
@available(SwiftStdlib 6.2, *)
struct DismissalScene: PlaygroundScene {
  static let id = "dismissal"
  static let title = "nil written twice"
  static let summary = """
    A String? item presents a sheet. Dismissing it writes nil twice: the sheet's binding writes \
    nil, then the dismiss action writes nil again. onDismiss() is the work the app runs then.
    """
  static let pitfall: String? = """
    A hook that runs on every write, .onDidSet or a Binding(get:set:) setter, runs onDismiss() \
    twice for one dismissal: work done twice, an event logged twice. .onChange runs only when \
    the value changed, so once.
    """
  static let hooks = ["onDismiss()"]
  static let contextMembers = ["presentation"]
  /// The exported test's copy of `SheetPresentation` and the context's member that makes one.
  static let exportDeclarations = [
    ExportDeclaration(
      neededBy: ["presentation."],
      copyOf: ["Sources/Playground/Scenes/SheetPresentation.swift", "Sources/Playground/Scenes/WriteContext.swift"],
      source: """
        extension WriteContext {
          /// What dismissal hooks call (`presentation.onDismiss()`).
          var presentation: SheetPresentation { SheetPresentation(context: self) }
        }

        /// A stand-in for the work an app runs when a sheet goes away: recorded, not run.
        private struct SheetPresentation {
          let context: WriteContext

          func onDismiss() {
            context.recordHook("onDismiss()")
          }
        }
        """)
  ]
  static let sequences = [
    sequence("onDidSet hook", through: "dismissal.didSet"),
    sequence(".onChange", through: "dismissal.onChange"),
    sequence("Binding(get:set:)", through: "dismissal.rebuilt"),
  ]

  /// Presents the sheet again, then dismisses it through `binding`, writing nil twice.
  private static func sequence(_ name: String, through binding: String) -> SceneSequence {
    SceneSequence(
      label: "Present, then dismiss through \(name): nil, then nil",
      writes: [
        .init(binding: "dismissal.root", value: "Settings"), .init(binding: binding, value: .null),
        .init(binding: binding, value: .null),
      ])
  }

  @State var sheet: String? = "Settings"
  var root: State<String?> { _sheet }

  // The bindings stay as written: each expression string is a copy of the code beside it.
  // swift-format-ignore
  func render(_ context: WriteContext) -> [SceneBinding] {
    let presentation = context.presentation
    return [
      SceneBinding(
        "dismissal.root", .root, .optionalText,
        $sheet,
        expression: "$sheet"),
      SceneBinding(
        "dismissal.didSet", .mapped, .optionalText,
        $sheet[setter: .onDidSet { if $0 == nil { presentation.onDismiss() } }],
        expression: "$sheet[setter: .onDidSet { if $0 == nil { presentation.onDismiss() } }]"),
      SceneBinding(
        "dismissal.onChange", .mapped, .optionalText,
        $sheet[setter: .onChange { _, new in if new == nil { presentation.onDismiss() } }],
        expression: "$sheet[setter: .onChange { _, new in if new == nil { presentation.onDismiss() } }]"),
      SceneBinding(
        "dismissal.rebuilt", .rebuilt, .optionalText,
        Binding(get: { sheet }, set: { sheet = $0; if $0 == nil { presentation.onDismiss() } }),
        expression: "Binding(get: { sheet }, set: { sheet = $0; if $0 == nil { presentation.onDismiss() } })",
        twinOf: "dismissal.didSet"),
    ]
  }
}
