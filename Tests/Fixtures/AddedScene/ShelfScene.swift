import Bindings
import JSON
import KeyPathMapping
import Playground

/// A shelf of labelled slots: a root type no scene of the playground holds.
@available(SwiftStdlib 6.2, *)
struct Shelf: Hashable, Sendable {
  var labels: [String]
}

@available(SwiftStdlib 6.2, *)
extension Shelf: PlaygroundValue, SwiftLiteralRepresentable {
  static var typeName: String { "Shelf" }

  /// The labels, as a JSON array of strings.
  init(json: JSONValue) throws(ValueRejection) {
    labels = try [String](json: json)
  }

  var json: JSONValue { labels.json }

  var swiftSource: String { "Shelf(labels: \(labels.swiftSource))" }
}

/// A field bound to the shelf's slot 1: the closure binding traps once the slot is gone, the
/// mapped one ignores the write.
@available(SwiftStdlib 6.2, *)
struct ShelfScene: PlaygroundScene {
  static let id = "shelf"
  static let title = "Shelf"
  static let summary = "A field edits slot 1 of a shelf; delete the slot, then write through the field."
  static let widgets: [SceneWidget] = [.deleteRow(position: 1)]
  static let partGoneWhen: GonePart? = .shorterThan(2)
  static let exportDeclarations = [
    ExportDeclaration(
      neededBy: ["Shelf"], copyOf: ["Tests/Fixtures/AddedScene/ShelfScene.swift"],
      source: """
        private struct Shelf: Hashable, Sendable {
          var labels: [String]
        }
        """)
  ]

  @State var shelf = Shelf(labels: ["Jam", "Tea"])
  var root: State<Shelf> { _shelf }

  func render(_ context: WriteContext) -> [SceneBinding] {
    [
      SceneBinding(
        "shelf.mapped", .mapped, .optionalText, $shelf.labels[convert: .safeIndex(1)],
        expression: "$shelf.labels[convert: .safeIndex(1)]"),
      SceneBinding(
        "shelf.closure", .rebuilt, .text, Binding(get: { shelf.labels[1] }, set: { shelf.labels[1] = $0 }),
        expression: "Binding(get: { shelf.labels[1] }, set: { shelf.labels[1] = $0 })",
        trapsWhen: { shelf.labels.count < 2 }),
    ]
  }
}
