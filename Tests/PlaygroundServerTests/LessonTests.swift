import Foundation
import HTTPTestSupport
import JSON
import Playground
import PlaygroundServer
import Testing

/// The package's `Lessons/` folder, beside `Tests/`.
private let shippedLessons = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Lessons").path

/// Lessons are data, served by the API; the presenter moves every page.
@Suite("Lessons")
struct LessonTests {
  static let minimal = #"""
    {"format": "keypath-playground/lesson", "version": 1, "id": "mine", "title": "Mine", "summary": "A teacher's own.",
     "steps": [{"title": "One", "scene": "number", "instruction": "Type 5.", "lookFor": "5.",
                "highlight": ["number.mapped"], "perform": [{"write": "number.mapped", "value": "5"}, {"render": true}]}]}
    """#

  @Test("the shipped lessons, one per seed claim, all load and check against the real scenes")
  func shipped() throws {
    let lessons = try LessonFolder.load(from: shippedLessons)
    #expect(
      lessons.map(\.id) == [
        "slider-animation", "setter-hook", "silent-zero", "identity", "round-trips", "stale-writes",
        "why-your-view-re-renders", "who-wins",
      ])
    #expect(lessons.allSatisfy { $0.stepCount >= 4 })
  }

  @Test(
    "a lesson that cannot be played is refused with the member that is wrong",
    arguments: [
      (#""scene": "number""#, #""scene": "numbers""#, #"steps[0].scene: no scene "numbers""#),
      (
        #""highlight": ["number.mapped"]"#, #""highlight": ["progress.mapped"]"#,
        "steps[0].highlight[0]: progress.mapped is not a binding of scene number, the step's scene"
      ),
      (
        #""write": "number.mapped""#, #""write": "number.mapd""#,
        #"steps[0].perform[0].write: no binding "number.mapd""#
      ),
      (
        #""value": "5""#, #""value": 5"#,
        "steps[0].perform[0].value: number.mapped takes String: expected a String, got a number"
      ),
      (
        #""lookFor": "5.""#, #""lookfor": "5.""#,
        #"steps[0]: unknown member "lookfor"; expected title, scene, instruction, lookFor, highlight, perform"#
      ),
      (#""version": 1"#, #""version": 2"#, "version: must be 1, the version this server reads"),
      (
        #""id": "mine""#, #""id": "Mine!""#,
        "id: must be lower-case letters, digits and dashes, not starting with a dash"
      ),
      (#"{"render": true}"#, #"{"render": false}"#, "steps[0].perform[1].render: must be true"),
      (
        #"{"render": true}"#,
        #"{"write": "number.mapped", "value": "1", "transaction": {"animation": {"curve": "wobble"}}}"#,
        "steps[0].perform[1]: transaction.animation.curve"
      ),
      (#"{"render": true}"#, #"{"restore": {}}"#, "steps[0].perform[1].restore: must be an object of at least one"),
      (#"{"render": true}"#, #"{"restore": {"rowz": []}}"#, #"steps[0].perform[1].restore.rowz: no scene "rowz""#),
      (
        #"{"render": true}"#, #"{"restore": {"rows": [1, 2]}}"#,
        "steps[0].perform[1].restore.rows: not a root of scene rows:"
      ),
      (
        #"{"render": true}"#, #"{"restore": {"number": 1, "rows": ["\#(String(repeating: "x", count: 8190))"]}}"#,
        """
        steps[0].perform[1].restore.rows: the root of rows is 8194 bytes as JSON; the playground keeps values of \
        at most 8192 bytes, so the step could never be performed
        """
      ),
      (
        #""value": "5""#, #""value": "\#(String(repeating: "\\u0085", count: 1400))""#,
        """
        steps[0].perform[0].value: the value is 8402 bytes as JSON; the playground keeps values of at most 8192 \
        bytes, so the step could never be performed
        """
      ),
    ])
  func refused(original: String, replacement: String, message: String) throws {
    try Self.expectRefused(Self.minimal, replacing: original, with: replacement, message: message)
  }

  /// Expects `lesson` with `original` replaced by `replacement` to be refused with an error
  /// starting with `message`, by the reader and by `POST /api/lessons` (422, nothing added).
  static func expectRefused(_ lesson: String, replacing original: String, with replacement: String, message: String)
    throws
  {
    let text = lesson.replacingOccurrences(of: original, with: replacement)
    #expect(text != lesson)
    let error = #expect(throws: LessonError.self) { try Lesson(parsing: Array(text.utf8)) }
    #expect(error?.message.hasPrefix(message) == true, "\(error?.message ?? "")")

    let playground = try LivePlayground()
    let reply = try playground.post("/api/lessons", text)
    #expect(reply.status == 422)
    #expect(reply.json["error"]["message"].string?.contains(message) == true, "\(reply.text)")
    #expect(try playground.get("/api/lessons").json["lessons"].array.isEmpty)
  }

  @Test("a step's restore sets the roots it names as POST /api/restore does: the rows scene loses its row 2")
  func restoreAction() throws {
    let text = Self.minimal.replacingOccurrences(
      of: #"{"render": true}"#, with: #"{"restore": {"rows": ["Milk", "Eggs"], "number": 7}}"#)
    let lesson = try Lesson(parsing: Array(text.utf8))
    #expect(lesson.stepCount == 1)
    let collector = try RecordingCollector()
    try collector.perform(["restore": ["rows": ["Milk", "Eggs"], "number": 7]])
    let roots = try JSONValue(parsing: collector.live.get("/api/state").text)["roots"]
    #expect(roots?["rows"] == ["Milk", "Eggs"])
    #expect(roots?["number"] == 7)
  }

  @Test("a lesson's write and restore of exactly the value limit load and are performed")
  func atTheValueLimit() throws {
    let root = String(repeating: "x", count: 8188)  // ["…"]: 8,192 bytes as JSON
    let text = Self.minimal.replacingOccurrences(
      of: #"{"render": true}"#, with: #"{"restore": {"rows": ["\#(root)"]}}"#)
    #expect(try Lesson(parsing: Array(text.utf8)).stepCount == 1)
    let collector = try RecordingCollector()
    try collector.perform(["restore": ["rows": [.string(root)]]])
    #expect(try JSONValue(parsing: collector.live.get("/api/state").text)["roots"]?["rows"] == [.string(root)])
  }

  /// Lesson `mine` of `steps` steps.
  private static func lesson(steps: Int) -> String {
    let step = #"{"title": "One", "scene": "number", "instruction": "Type 5.", "lookFor": "5."}"#
    return #"""
      {"format": "keypath-playground/lesson", "version": 1, "id": "mine", "title": "Mine", "summary": "S.",
       "steps": [\#(Array(repeating: step, count: steps).joined(separator: ", "))]}
      """#
  }

  @Test("a shorter version of the lesson shown moves every page to its last step; a step it still has stays")
  func replacedByAShorterVersion() throws {
    let playground = try LivePlayground()
    #expect(try playground.post("/api/lessons", Self.lesson(steps: 5)).status == 200)
    #expect(try playground.post("/api/lesson", #"{"lesson": "mine", "step": 4}"#).status == 200)
    let reader = try EventStreamReader(port: playground.port, path: "/api/events")
    defer { reader.close() }
    #expect(try reader.next()?.event == "snapshot")

    #expect(try playground.post("/api/lessons", Self.lesson(steps: 3)).status == 200)
    let shown = #"{"lesson":"mine","revision":2,"step":2}"#
    #expect(try playground.get("/api/lesson").json.description == shown)
    let event = try #require(try reader.next())
    #expect(event.event == "lesson" && JSONTree(parsing: event.data).description == shown)

    // A version that still has step 2 leaves the pages there, and publishes nothing.
    #expect(try playground.post("/api/lessons", Self.lesson(steps: 4)).status == 200)
    #expect(try playground.get("/api/lesson").json.description == shown)
    #expect(try playground.post("/api/lesson", #"{"lesson": "mine", "step": 3}"#).status == 200)
    #expect(JSONTree(parsing: try #require(try reader.next()).data)["step"].int == 3)

    #expect(try playground.post("/api/lessons", Self.lesson(steps: 1)).status == 200)
    #expect(try playground.get("/api/lesson").json.description == #"{"lesson":"mine","revision":4,"step":0}"#)
    #expect(try playground.post("/api/lesson", #"{"lesson": "mine", "step": 1}"#).status == 422)
  }

  @Test("the API lists the lessons, serves each, adds a teacher's own and refuses to replace the server's")
  func endpoints() throws {
    var limits = PlaygroundLimits()
    limits.uploadedLessons = 2
    let playground = try LivePlayground(
      app: PlaygroundApp(limits: limits, lessons: try LessonFolder.load(from: shippedLessons)))
    let list = try playground.get("/api/lessons").json["lessons"].array
    #expect(list.count == 8)
    #expect(
      list[0]["id"].string == "slider-animation" && list[0]["origin"].string == "server" && list[0]["steps"].int == 5)
    let lesson = try playground.get("/api/lessons/silent-zero")
    #expect(lesson.status == 200 && lesson.json["steps"][0]["perform"][0]["value"].string == "12a")
    #expect(try playground.get("/api/lessons/nope").status == 404)

    let added = try playground.post("/api/lessons", Self.minimal)
    #expect(added.status == 200)
    #expect(
      added.json.description
        == #"{"id":"mine","origin":"uploaded","steps":1,"summary":"A teacher's own.","title":"Mine"}"#)
    #expect(try playground.get("/api/lessons/mine").json["title"].string == "Mine")
    let corrected = Self.minimal.replacingOccurrences(of: #""title": "Mine""#, with: #""title": "Mine, corrected""#)
    #expect(try playground.post("/api/lessons", corrected).status == 200)
    #expect(try playground.get("/api/lessons").json["lessons"].array.count == 9)
    #expect(try playground.get("/api/lessons/mine").json["title"].string == "Mine, corrected")

    let shipped = Self.minimal.replacingOccurrences(of: #""id": "mine""#, with: #""id": "identity""#)
    #expect(try playground.post("/api/lessons", shipped).status == 409)
    #expect(
      try playground.post("/api/lessons", Self.minimal.replacingOccurrences(of: "mine", with: "two")).status == 200)
    let third = try playground.post("/api/lessons", Self.minimal.replacingOccurrences(of: "mine", with: "three"))
    #expect(third.status == 422 && third.json["error"]["message"].string?.contains("2 added lessons") == true)
    #expect(try playground.post("/api/lessons", "[1]").status == 422)
    #expect(try playground.post("/api/lessons", "{").status == 422)
  }

  @Test("moving to a step publishes it to every page; GET /api/lesson tells a page that joins later")
  func presentation() throws {
    let playground = try LivePlayground(app: PlaygroundApp(lessons: try LessonFolder.load(from: shippedLessons)))
    #expect(try playground.get("/api/lesson").json.description == #"{"lesson":null,"revision":0,"step":0}"#)
    let reader = try EventStreamReader(port: playground.port, path: "/api/events")
    defer { reader.close() }
    #expect(try reader.next()?.event == "snapshot")

    let moved = try playground.post("/api/lesson", #"{"lesson": "silent-zero", "step": 2}"#)
    #expect(moved.status == 200)
    #expect(moved.json.description == #"{"lesson":"silent-zero","revision":1,"step":2}"#)
    let event = try #require(try reader.next())
    #expect(event.event == "lesson" && JSONTree(parsing: event.data).description == moved.json.description)
    #expect(try playground.get("/api/lesson").json.description == moved.json.description)
    // Moving the lesson changes no root and takes no sequence number.
    #expect(try playground.latestSequence() == 0)

    for body in [
      #"{"lesson": "silent-zero", "step": 4}"#, #"{"lesson": "silent-zero", "step": -1}"#,
      #"{"lesson": "silent-zero"}"#, #"{"lesson": 3, "step": 0}"#, #"{"step": 0}"#,
    ] {
      #expect(try playground.post("/api/lesson", body).status == 422, "\(body)")
    }
    #expect(try playground.post("/api/lesson", #"{"lesson": "nope", "step": 0}"#).status == 404)
    let ended = try playground.post("/api/lesson", #"{"lesson": null, "step": 3}"#)
    #expect(ended.json.description == #"{"lesson":null,"revision":2,"step":0}"#)
    #expect(try reader.next()?.event == "lesson")
  }

  @Test("in share mode only the presenter moves the lesson; viewers follow it")
  func shared() throws {
    let settings = ShareSettings()
    let live = try LivePlayground(
      app: PlaygroundApp(presenterToken: settings.token, lessons: try LessonFolder.load(from: shippedLessons))
    ) {
      $0.host = "0.0.0.0"
      settings.apply(to: &$0)
    }
    let viewer = try EventStreamReader(port: live.port, path: "/api/events")
    defer { viewer.close() }
    #expect(try viewer.next()?.event == "snapshot")
    let body = #"{"lesson": "identity", "step": 1}"#
    #expect(try live.post("/api/lesson", body).status == 403)
    #expect(try live.get("/api/lesson").json["revision"].int == 0)
    let presenter = try live.send(
      "POST", "/api/lesson", body: body,
      headers: [("Content-Type", "application/json"), ("Authorization", "Bearer \(settings.token.text)")])
    #expect(presenter.status == 200)
    let event = try #require(try viewer.next())
    #expect(event.event == "lesson" && JSONTree(parsing: event.data)["step"].int == 1)
  }
}
