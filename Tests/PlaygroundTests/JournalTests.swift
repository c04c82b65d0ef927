// @testable because the journal is internal: these tests drive it directly, with a publisher
// that keeps what it is sent, and open no socket.
import Dispatch
import JSON
import Synchronization
import Testing

@testable import Playground

/// A publisher that keeps every event, or that nobody listens to.
private final class KeptEvents: ChangePublisher {
  struct Event: Equatable {
    var name: JournalEvent
    var sequence: Int?
    var data: String
  }

  let hasSubscribers: Bool
  let events = Mutex<[Event]>([])

  init(listening: Bool = true) { hasSubscribers = listening }

  func publish(_ event: JournalEvent, sequence: Int?, data: String) {
    events.withLock { $0.append(Event(name: event, sequence: sequence, data: data)) }
  }

  var all: [Event] { events.withLock { $0 } }
}

@Suite("The journal: every change numbered, applied, logged and published in one order")
struct JournalTests {
  private static func id(of created: JSONValue) throws -> String {
    guard case .string(let id)? = created["id"] else { throw JSONDecodingError(path: ["id"], reason: "missing") }
    return id
  }

  private static func write(_ value: JSONValue, through id: String, in journal: PlaygroundJournal) throws -> [UInt8] {
    try journal.write(try WriteRequest(["value": value]), through: id)
  }

  @Test("writes, resets and restores take gapless numbers; the answer, the log entry and the event are the same text")
  func loggedChanges() throws {
    let events = KeptEvents()
    let journal = PlaygroundJournal(limits: PlaygroundLimits(), publisher: events)
    let answers = [
      try Self.write(0.75, through: "progress.mapped", in: journal),
      try journal.reset(scenes: ["progress"]),
      try journal.restore(toEntry: 1),
      try journal.restore(roots: [("number", 7)]),
    ]
    #expect(journal.latestSequence == 4)
    let page = journal.page(since: 0, limit: 10)
    #expect(page.entries == answers)
    #expect(events.all.map(\.name) == [.commit, .reset, .restore, .restore])
    #expect(events.all.map(\.sequence) == [1, 2, 3, 4])
    #expect(events.all.map { Array($0.data.utf8) } == answers)
    let snapshot = try JSONValue(parsing: Array(journal.snapshotText().utf8))
    #expect(snapshot["sequence"] == 4)
    #expect(snapshot["roots"]?["progress"] == 0.75)
    #expect(snapshot["roots"]?["number"] == 7)
  }

  @Test("a refused change logs nothing and leaves the world as it was; only a binding's refusal is published")
  func refusedChanges() throws {
    let events = KeptEvents()
    let journal = PlaygroundJournal(limits: PlaygroundLimits(), publisher: events)
    let before = journal.snapshotText()
    #expect(throws: PlaygroundError.self) { try Self.write("x", through: "progress.mapped", in: journal) }
    #expect(throws: PlaygroundError.self) { try Self.write(0.5, through: "progress.nothing", in: journal) }
    #expect(throws: PlaygroundError.self) { try journal.reset(scenes: ["progress", "nowhere"]) }
    #expect(throws: PlaygroundError.self) { try journal.restore(toEntry: 3) }
    #expect(throws: PlaygroundError.self) { try journal.restore(roots: [("progress", 0.5), ("number", "seven")]) }
    #expect(throws: PlaygroundError.self) { try journal.deleteLabBinding("lab-1") }
    #expect(journal.latestSequence == 0)
    // The binding's own refusal reaches every page as `rejected`, not logged; the others, which
    // no binding refused (an unknown binding, scene, entry or lab binding, a bad root), are not.
    #expect(events.all.map(\.name) == [.rejected])
    #expect(events.all.map(\.sequence) == [nil])
    #expect(journal.snapshotText() == before)
  }

  @Test("a refused write through a known binding reports the root it left unchanged")
  func refusedWriteReportsTheRoot() throws {
    let journal = PlaygroundJournal(limits: PlaygroundLimits(), publisher: KeptEvents())
    do {
      _ = try Self.write("x", through: "progress.mapped", in: journal)
      Issue.record("the write was not refused")
    } catch let error as PlaygroundError {
      #expect(error.kind == .invalid)
      #expect(error.rejection?["binding"] == "progress.mapped")
      #expect(error.rejection?["root"] == 0.25)
    }
  }

  @Test("renders, lesson steps and lab bindings are published without a number and not logged")
  func publishedChanges() throws {
    let events = KeptEvents()
    let journal = PlaygroundJournal(limits: PlaygroundLimits(), publisher: events)
    let render = journal.render()
    let glide = try Lesson(
      parsing: Array(
        #"""
        {"format": "keypath-playground/lesson", "version": 1, "id": "glide", "title": "G", "summary": "S.",
         "steps": [{"title": "T", "scene": "progress", "instruction": "I.", "lookFor": "L."},
                   {"title": "T", "scene": "progress", "instruction": "I.", "lookFor": "L."},
                   {"title": "T", "scene": "progress", "instruction": "I.", "lookFor": "L."}]}
        """#.utf8))
    let lesson = try journal.present(lesson: "glide", step: 2, of: LessonStore([glide], maxUploaded: 0))
    let plan = try LabPlan(parsing: ["root": ["type": "Double", "value": 0.5]])
    let created = journal.addLabBinding(try LabEntry.Prepared(plan))
    try journal.deleteLabBinding(try Self.id(of: created))
    #expect(events.all.map(\.name) == [.render, .lesson, .lab, .lab])
    #expect(events.all.allSatisfy { $0.sequence == nil })
    #expect(Array(events.all[0].data.utf8) == render)
    #expect(Array(events.all[1].data.utf8) == lesson)
    #expect(journal.read { world, _ in world.presentation.revision } == 1)
    #expect(journal.latestSequence == 0)
  }

  @Test("with nobody listening, changes still apply and log, and no event text is made")
  func nobodyListening() throws {
    let events = KeptEvents(listening: false)
    let journal = PlaygroundJournal(limits: PlaygroundLimits(), publisher: events)
    _ = try Self.write(0.5, through: "progress.mapped", in: journal)
    _ = journal.render()
    #expect(journal.latestSequence == 1)
    #expect(events.all.isEmpty)
  }

  @Test("changes from many threads at once: the log and the events see one gapless order")
  func concurrentChanges() throws {
    let events = KeptEvents()
    let journal = PlaygroundJournal(limits: PlaygroundLimits(), publisher: events)
    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      for index in 0..<25 {
        if index % 10 == 9 {
          _ = try? journal.reset(scenes: ["number"])
        } else {
          _ = try? Self.write(.number(Double(thread * 100 + index) / 1000), through: "progress.mapped", in: journal)
        }
      }
    }
    #expect(journal.latestSequence == 200)
    #expect(events.all.map(\.sequence) == (1...200).map { $0 })
    #expect(events.all.map { Array($0.data.utf8) } == journal.page(since: 0, limit: 200).entries)
  }

  @Test("a lab binding's write goes through the journal like a scene binding's")
  func labWrite() throws {
    let events = KeptEvents()
    let journal = PlaygroundJournal(limits: PlaygroundLimits(), publisher: events)
    let plan = try LabPlan(parsing: [
      "root": ["type": "Double", "value": 0.5], "steps": [["step": "onDidSet", "when": "above", "value": 0.8]],
    ])
    let created = journal.addLabBinding(try LabEntry.Prepared(plan))
    let id = try Self.id(of: created)
    let record = try JSONValue(parsing: try Self.write(0.9, through: "\(id).chain", in: journal))
    #expect(record["sequence"] == 1)
    #expect(record["hooks"] == [["name": "haptics.impact()", "value": 0.9]])
    #expect(events.all.map(\.name) == [.lab, .commit])
  }
}
