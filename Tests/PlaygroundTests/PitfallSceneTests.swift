// @testable because the journal and the scenes are internal: these tests write through the
// journal as the route does, and open no socket.
import JSON
import Testing

@testable import Playground

/// A publisher nobody listens to: the journal makes no event text.
private struct NobodyListening: ChangePublisher {
  var hasSubscribers: Bool { false }
  func publish(_ event: JournalEvent, sequence: Int?, data: String) {}
}

@Suite("Pitfall scenes: what a stale write does through the closure binding and through the mapped one")
struct PitfallSceneTests {
  private let journal = PlaygroundJournal(limits: PlaygroundLimits(), publisher: NobodyListening())

  /// Writes `value` through `id` and returns the write record.
  private func write(_ value: JSONValue, through id: String) throws -> JSONValue {
    try JSONValue(parsing: journal.write(try WriteRequest(["value": value]), through: id))
  }

  /// The names of the hooks a write record lists.
  private func hookNames(_ record: JSONValue) -> [String] {
    guard case .array(let hooks)? = record["hooks"] else { return [] }
    return hooks.compactMap { if case .string(let name)? = $0["name"] { name } else { nil } }
  }

  @Test("the four pitfall scenes follow the identity scene, each saying what goes wrong")
  func listed() {
    let ids = SceneList.ids
    let identity = ids.firstIndex(of: "identity") ?? ids.endIndex
    #expect(Array(ids[(identity + 1)...]) == ["lateWrite", "dismissal", "staleCase", "rows"])
    for scene in SceneList.makeScenes() {
      let id = type(of: scene).id
      guard ids[(identity + 1)...].contains(id) else {
        // A pitfall declared as a plain String would not be the requirement: the scene has none.
        #expect(type(of: scene).pitfall == nil, "\(id)")
        continue
      }
      let info = scene.info(bindings: scene.render(WriteContext()))
      #expect(info["pitfall"]?.serialized().isEmpty == false, "\(id)")
      #expect(info["sequences"] != nil, "\(id)")
    }
  }

  @Test("a late write after nil: the closure binding brings the item back; .unwrapped(aggressive: false) ignores it")
  func lateWrite() throws {
    let dismissed = try write(nil, through: "lateWrite.root")
    #expect(dismissed["root"]?["before"] == "Draft")
    #expect(dismissed["root"]?["after"] == .null)

    let mapped = try write("Draft, edited", through: "lateWrite.mapped")
    #expect(mapped["root"]?["before"] == .null)
    #expect(mapped["root"]?["after"] == .null)
    #expect(mapped["noOp"] == true)

    let closure = try write("Draft, edited", through: "lateWrite.rebuilt")
    #expect(closure["root"]?["before"] == .null)
    #expect(closure["root"]?["after"] == "Draft, edited")
    #expect(closure["noOp"] == false)
  }

  @Test("nil written twice on dismissal: the onDidSet hook and the closure setter run twice, .onChange once")
  func dismissal() throws {
    for (binding, expected) in [
      ("dismissal.didSet", [["onDismiss()"], ["onDismiss()"]]),
      ("dismissal.rebuilt", [["onDismiss()"], ["onDismiss()"]]),
      ("dismissal.onChange", [["onDismiss()"], []]),
    ] {
      _ = try write("Settings", through: "dismissal.root")
      let first = try write(nil, through: binding)
      let second = try write(nil, through: binding)
      #expect([hookNames(first), hookNames(second)] == expected, "\(binding)")
      #expect(first["root"]?["before"] == "Settings" && first["root"]?["after"] == .null, "\(binding)")
      #expect(second["noOp"] == true, "\(binding): the second nil changes nothing")
    }
  }

  @Test("a stale write to another case: the closure setter flips .alert back to .edit; the case mapping refuses")
  func staleCase() throws {
    let alert: JSONValue = ["alert": "Delete the draft?"]
    let switched = try write(alert, through: "staleCase.root")
    #expect(switched["root"]?["before"] == ["edit": "Draft"])
    #expect(switched["root"]?["after"] == alert)

    do {
      _ = try write("Draft, edited", through: "staleCase.mapped")
      Issue.record("the case mapping wrote into .alert")
    } catch let error as PlaygroundError {
      #expect(error.kind == .invalid)
      #expect(error.rejection?["reason"] == "the destination is .alert now, not .edit")
      #expect(error.rejection?["root"] == alert)
    }
    let roots = try JSONValue(parsing: Array(journal.snapshotText().utf8))["roots"]
    #expect(roots?["staleCase"] == alert)

    let closure = try write("Draft, edited", through: "staleCase.rebuilt")
    #expect(closure["root"]?["before"] == alert)
    #expect(closure["root"]?["after"] == ["edit": "Draft, edited"])

    // In the edit case the mapped binding writes as any field does.
    let edited = try write("Draft, edited again", through: "staleCase.mapped")
    #expect(edited["root"]?["after"] == ["edit": "Draft, edited again"])
  }

  @Test("a Destination reads back from its own JSON exactly, and anything else is refused with the form it wants")
  func destinationJSON() throws {
    for value in [Destination.edit("Draft"), .alert("Delete \"it\"?"), .edit("")] {
      #expect(try Destination(json: value.json) == value)
    }
    #expect(Destination.edit("Draft").json.serialized() == #"{"edit":"Draft"}"#)
    for bad: JSONValue in ["edit", ["edit": 1], ["sheet": "x"], ["edit": "a", "alert": "b"], [:], nil] {
      #expect(throws: ValueRejection.self, "\(bad.serialized())") { try Destination(json: bad) }
    }
  }

  @Test("each sequence writes only through bindings of its own scene, and sets only roots its scene accepts")
  func sequencesAreWritable() {
    for scene in SceneList.makeScenes() {
      let sceneType = type(of: scene)
      let bindings = Dictionary(uniqueKeysWithValues: scene.render(WriteContext()).map { ($0.id, $0) })
      for sequence in sceneType.sequences {
        #expect(!sequence.label.isEmpty)
        for write in sequence.writes {
          guard let binding = write.binding else {
            #expect(throws: Never.self, "\(sceneType.id): \(write.value.serialized())") {
              try scene.rootAssignment(from: write.value)
            }
            continue
          }
          #expect(bindings[binding] != nil, "\(sceneType.id): \(binding)")
        }
      }
    }
  }
}
