// @testable for the exporter, which reads the recording of a lesson about the cost cards.
import Foundation
import JSON
import Playground
import PlaygroundServer
import Testing

@testable import Playground

/// Lesson steps about a cost card: checked against the real card, played through the API, and
/// named (not replayed) by the Swift-test export.
@Suite("Lesson steps about the cost cards")
struct CostLessonTests {
  static let cardLesson = #"""
    {"format": "keypath-playground/lesson", "version": 1, "id": "costs", "title": "Costs", "summary": "Cards.",
     "steps": [
       {"title": "Ticks", "card": "redraws", "instruction": "Tick.", "lookFor": "Counts.",
        "highlight": ["getSet"], "perform": [{"resetRedraws": true}, {"tick": 3}]},
       {"title": "Cell", "card": "whoWins", "instruction": "Press.", "lookFor": "The bar.",
        "highlight": ["animation+withTransaction"],
        "perform": [{"whoWins": {"source": "animation+withTransaction", "column": "mapped", "value": 0.75}}]}]}
    """#

  @Test(
    "a card step that cannot be played is refused with the member that is wrong",
    arguments: [
      (#"{"tick": 3}"#, #"{"tick": 0}"#, "steps[0].perform[1].tick: must be an integer from 1 to 100, got 0"),
      (#"{"tick": 3}"#, #"{"tick": 101}"#, "steps[0].perform[1].tick: must be an integer from 1 to 100, got 101"),
      (#"{"tick": 3}"#, #"{"tick": 2.5}"#, "steps[0].perform[1].tick: must be an integer from 1 to 100, got 2.5"),
      (#"{"resetRedraws": true}"#, #"{"resetRedraws": false}"#, "steps[0].perform[0].resetRedraws: must be true"),
      (
        #""source": "animation+withTransaction", "column""#, #""source": "animation+withTransactions", "column""#,
        #"steps[1].perform[0].whoWins.source: no who-wins row "animation+withTransactions"; the rows are none, animation"#
      ),
      (
        #""column": "mapped""#, #""column": "mapd""#,
        #"steps[1].perform[0].whoWins.column: no who-wins column "mapd"; the columns are mapped, getSet"#
      ),
      (#""value": 0.75"#, #""value": 2"#, "steps[1].perform[0].whoWins.value: must be a number from 0 to 1, got 2"),
      (
        #""highlight": ["getSet"]"#, #""highlight": ["getset"]"#,
        #"steps[0].highlight[0]: "getset" is not a child of the redraws card; they are mapped, inline, getSet"#
      ),
      (
        #""card": "whoWins""#, #""card": "whoWon""#,
        #"steps[1].card: no cost card "whoWon"; the cards are redraws, whoWins"#
      ),
      (
        #"{"tick": 3}"#, #"{"whoWins": {"source": "none", "column": "mapped", "value": 0}}"#,
        "steps[0].perform[1].whoWins: an action of the whoWins card; this step is about the redraws card"
      ),
      (
        #"{"tick": 3}"#, #"{"render": true}"#,
        #"steps[0].perform[1]: an action of the redraws card is {"tick": n} or {"resetRedraws": true}"#
      ),
      (
        #""card": "redraws""#, #""card": "redraws", "scene": "progress""#,
        "steps[0]: a step names a scene or a cost card, not both"
      ),
    ])
  func refused(original: String, replacement: String, message: String) throws {
    try LessonTests.expectRefused(Self.cardLesson, replacing: original, with: replacement, message: message)
  }

  @Test("a scene step's actions and a card's do not mix: a tick on a scene step names the card it belongs to")
  func tickOnASceneStep() throws {
    let text = LessonTests.minimal.replacingOccurrences(of: #"{"render": true}"#, with: #"{"tick": 1}"#)
    let error = #expect(throws: LessonError.self) { try Lesson(parsing: Array(text.utf8)) }
    #expect(
      error?.message == "steps[0].perform[1].tick: an action of the redraws card; this step is about scene number")
  }

  @Test(
    "played through the API, a card lesson ticks the tree and performs the cell; the export tests the cell, names the ticks"
  )
  func played() throws {
    let playground = try LivePlayground()
    #expect(try playground.post("/api/lessons", Self.cardLesson).status == 200)
    let lesson = try JSONValue(parsing: playground.get("/api/lessons/costs").text)
    let collector = try RecordingCollector(playground)
    guard case .array(let steps)? = lesson["steps"] else { throw SwiftTestWriterError("no steps") }
    for step in steps {
      guard case .string(let card)? = step["card"], case .array(let actions)? = step["perform"] else { continue }
      for action in actions { try collector.perform(action, card: card) }
    }
    let tree = try playground.get("/api/costs/redraws").json
    #expect(tree["counter"].int == 3)
    #expect(tree["children"].array.map { $0["bodyRuns"].int } == [1, 1, 4, 4, 4])

    let recording = try collector.recording()
    let source = try SwiftTestWriter(recording: recording).source(suiteName: "Costs")
    // The redraw steps are named, not replayed.
    #expect(source.contains("// Not exported: 2 steps on the redraw tree."))
    #expect(source.contains(#"// - redraws: {"tick":3}"#))
    // The who-wins cell is a test of its own: its write, and what the root commits.
    #expect(
      source.contains(
        #"@Test("who wins #1: binding.animation(.easeIn) inside withTransaction(noAnimations), through mapped")"#))
    #expect(source.contains("var noAnimations = Transaction(); noAnimations.disablesAnimations = true"))
    #expect(
      source.contains(
        "withTransaction(noAnimations) { $progress[convert: .to(Double.self)].animation(.easeIn).wrappedValue = 0.75 }")
    )
    #expect(source.contains("#expect(committed.animation == .easeIn)"))
    #expect(source.contains("#expect(committed.disablesAnimations == true)"))
    #expect(source.contains("// swift-navigation's UIBinding would commit animation nil, disablesAnimations true"))
    #expect(source.contains("#expect(progress == 0.75)"))
    #expect(source.contains("The playground logged no write, reset or restore here."))
  }

  @Test("the shipped cost lessons load, and every step is about a card with something to watch")
  func shipped() throws {
    for name in ["07-why-your-view-re-renders", "08-who-wins"] {
      let file = ScratchPackage.repository.appendingPathComponent("Lessons/\(name).json")
      let lesson = try Lesson(parsing: Array(try Data(contentsOf: file)))
      #expect(lesson.stepCount >= 4)
      let json = lesson.json
      guard case .array(let steps)? = json["steps"] else { throw SwiftTestWriterError("no steps") }
      #expect(steps.allSatisfy { $0["card"] != nil })
    }
    let redraws = try String(
      contentsOf: ScratchPackage.repository.appendingPathComponent("Lessons/07-why-your-view-re-renders.json"),
      encoding: .utf8)
    #expect(redraws.contains("Self._printChanges()") && redraws.contains("it is not SwiftUI"))
  }

  @Test(
    "a cost-card step the export cannot read is refused with the reason",
    arguments: [
      (
        #"{"entry": "costs", "card": "whoWins", "action": {"whoWins": {"source": "nope", "column": "mapped", "value": 1}}}"#,
        #"who-wins step 1: no who-wins row "nope""#
      ),
      (
        #"{"entry": "costs", "card": "whoWins", "action": {"whoWins": {"source": "none", "column": "x", "value": 1}}}"#,
        #"who-wins step 1: no who-wins column "x""#
      ),
      (
        #"{"entry": "costs", "card": "whoWins", "action": {"whoWins": {"source": "none", "column": "mapped", "value": 2}}}"#,
        "who-wins step 1: the value must be a number from 0 to 1"
      ),
      (#"{"entry": "costs", "card": "redraws"}"#, #"a "costs" entry has "card" (a string) and "action" (an object)"#),
    ])
  func unreadable(entry: String, message: String) throws {
    let recording = ExportSwiftTestTests.recording([try JSONValue(parsing: entry)])
    let error = #expect(throws: SwiftTestWriterError.self) {
      try SwiftTestWriter(recording: recording).source(suiteName: "Costs")
    }
    #expect(error?.message == message, "\(error?.message ?? "")")
  }
}
