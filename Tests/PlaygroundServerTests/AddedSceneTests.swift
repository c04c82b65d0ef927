// @testable for the scene list and the journal: a scene declared in this one file, with a
// trap, a widget and a root type of its own, added to the scene list for this test's task.
import Bindings
import JSON
import KeyPathMapping
import Testing

@testable import Playground

/// A shelf of labelled slots: a root type no other scene holds.
struct Shelf: Hashable, Sendable {
  var labels: [String]
}

extension Shelf: PlaygroundValue, SwiftLiteralRepresentable {
  static var typeName: String { "Shelf" }

  /// The labels, as a JSON array of strings.
  init(json: JSONValue) throws(ValueRejection) {
    labels = try [String](json: json)
  }

  var json: JSONValue { labels.json }

  var swiftSource: String { "Shelf(labels: \(labels.swiftSource))" }
}

/// A field bound to the shelf's slot 1: the closure binding traps once the slot is gone.
struct ShelfScene: PlaygroundScene {
  static let id = "shelf"
  static let title = "Shelf"
  static let summary = "A field edits slot 1 of a shelf; delete the slot, then write through the field."
  static let widgets: [SceneWidget] = [.deleteRow(position: 1)]
  static let partGoneWhen: GonePart? = .shorterThan(2)
  static let exportDeclarations = [
    ExportDeclaration(
      neededBy: ["Shelf"], copyOf: ["Tests/PlaygroundServerTests/AddedSceneTests.swift"],
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

/// A publisher nobody listens to.
private struct Unheard: ChangePublisher {
  var hasSubscribers: Bool { false }
  func publish(_ event: JournalEvent, sequence: Int?, data: String) {}
}

@Suite("A scene added in one file and its line in the scene list: the journal, the trap child and the export ask it")
struct AddedSceneTests {
  private func withShelf<Result>(_ body: () throws -> Result) rethrows -> Result {
    try SceneList.$added.withValue([{ ShelfScene() }], operation: body)
  }

  @Test("its info carries its widget and when its slot is gone, for the page")
  func info() throws {
    try withShelf {
      #expect(SceneList.ids.last == "shelf")
      let scene = try #require(SceneList.makeScenes().last)
      let info = scene.info(bindings: scene.render(WriteContext()))
      #expect(info["root"]?["type"] == "Shelf")
      #expect(info["root"]?["value"] == ["Jam", "Tea"])
      #expect(info["widgets"] == [["kind": "deleteRow", "position": 1]])
      #expect(info["partGoneWhen"] == ["kind": "shorterThan", "count": 2])
    }
  }

  @Test("a write that would trap leaves the server for a child; the child's input names the scene's binding")
  func trap() throws {
    try withShelf {
      let journal = PlaygroundJournal(limits: PlaygroundLimits(), publisher: Unheard())
      _ = try journal.restore(roots: [("shelf", ["Jam"])])
      #expect {
        try journal.write(try WriteRequest(["value": "Oats"]), through: "shelf.closure")
      } throws: { error in
        (error as? PlaygroundError)?.kind == .busy
      }
      #expect(journal.read { world, _ in world.roots["shelf"] } == ["Jam"])
      // The child reads the same scene list: it takes this binding, and runs a write in range.
      let input = #"{"binding": "shelf.closure", "root": ["Jam", "Tea"], "value": "Rye"}"#
      #expect(try TrapChild.run(TrapChild.Request(parsing: Array(input.utf8))) == ["Jam", "Rye"])
      #expect(throws: PlaygroundError.self) {
        try TrapChild.Request(parsing: Array(#"{"binding": "shelf.mapped", "root": ["Jam"], "value": "x"}"#.utf8))
      }
    }
  }

  @Test("an exported test declares the scene's root type and writes its values as Swift")
  func export() throws {
    try withShelf {
      let journal = PlaygroundJournal(limits: PlaygroundLimits(), publisher: Unheard())
      let record = try JSONValue(
        parsing: journal.write(try WriteRequest(["value": "Honey"]), through: "shelf.mapped"))
      let source = try SwiftTestWriter(recording: ExportSwiftTestTests.recording([record])).source(suiteName: "Shelf")
      #expect(source.contains("private struct Shelf: Hashable, Sendable {"))
      #expect(source.contains(#"@State var shelf: Shelf = Shelf(labels: ["Jam", "Tea"])"#))
      #expect(source.contains(#"#expect(shelf == Shelf(labels: ["Jam", "Honey"]))"#))
    }
  }
}
