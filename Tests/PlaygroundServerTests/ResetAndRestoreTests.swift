import HTTPTestSupport
import Playground
import PlaygroundServer
import Testing

/// Resets are entries of the log, one scene or every scene, and restoring an earlier entry's
/// roots is a new entry: history is never rewritten.
@Suite("Resets and restores are entries of the one gapless log")
struct ResetAndRestoreTests {
  @Test("a reset of one scene resets only that scene, and the log and the stream say where it happened")
  func sceneReset() throws {
    let playground = try LivePlayground()
    _ = try playground.write("progress.mapped", "0.9")
    _ = try playground.write("number.mapped", #""7""#)
    let reader = try EventStreamReader(port: playground.port, path: "/api/events")
    defer { reader.close() }
    #expect(try reader.next()?.event == "snapshot")

    let reset = try playground.post("/api/reset", #"{"scenes": ["progress", "progress"]}"#)
    #expect(reset.status == 200)
    #expect(reset.json["sequence"].int == 3 && reset.json["entry"].string == "reset")
    #expect(reset.json["scenes"].array.compactMap(\.string) == ["progress"])
    #expect(reset.json["roots"]["before"].description == #"{"progress":0.9}"#)
    #expect(reset.json["roots"]["after"].description == #"{"progress":0.25}"#)
    #expect(try playground.roots()["progress"].double == 0.25)
    #expect(try playground.roots()["number"].int == 7)

    let event = try #require(try reader.next())
    #expect(event.event == "reset" && event.id == "3")
    #expect(JSONTree(parsing: event.data).description == reset.json.description)
    let log = try playground.get("/api/transactions").json["entries"].array
    #expect(
      log.map { $0["entry"].string ?? $0["binding"].string ?? "?" } == ["progress.mapped", "number.mapped", "reset"])
    #expect(try playground.write("progress.mapped", "0.5").json["sequence"].int == 4)
  }

  @Test(
    "a reset naming no scene, an unknown one or anything else is refused with 422 and changes nothing",
    arguments: [
      #"{"scenes": []}"#, #"{"scenes": ["nope"]}"#, #"{"scenes": "progress"}"#, #"{"scenes": [1]}"#,
      #"{"scene": ["progress"]}"#, "[]",
    ])
  func badReset(body: String) throws {
    let playground = try LivePlayground()
    _ = try playground.write("progress.mapped", "0.9")
    let reply = try playground.post("/api/reset", body)
    #expect(reply.status == 422)
    #expect(reply.json["error"]["status"].int == 422)
    #expect(try playground.latestSequence() == 1)
    #expect(try playground.roots()["progress"].double == 0.9)
  }

  @Test("restore to an entry sets every root to its value after that entry, as a new entry")
  func restoreToEntry() throws {
    let playground = try LivePlayground()
    _ = try playground.write("progress.mapped", "0.5")  // 1
    _ = try playground.write("number.mapped", #""8""#)  // 2
    _ = try playground.write("progress.rebuilt", "0.75")  // 3
    _ = try playground.post("/api/reset", #"{"scenes": ["number"]}"#)  // 4
    _ = try playground.write("membership.web", "true")  // 5
    let afterTwo = try playground.roots()

    let restored = try playground.post("/api/restore", #"{"sequence": 2}"#)
    #expect(restored.status == 200)
    #expect(restored.json["sequence"].int == 6 && restored.json["entry"].string == "restore")
    #expect(restored.json["restoredTo"].int == 2)
    #expect(restored.json["scenes"].array.compactMap(\.string) == ["progress", "number", "membership"])
    #expect(restored.json["roots"]["after"].description == #"{"membership":["swift"],"number":8,"progress":0.5}"#)
    let roots = try playground.roots()
    #expect(roots["progress"].double == 0.5 && roots["number"].int == 8)
    #expect(roots["membership"].description == #"["swift"]"#)
    #expect(roots["color"].description == afterTwo["color"].description)

    // Nothing was rewritten: the log holds 1-6, and restoring to 0 gives the initial roots.
    let log = try playground.get("/api/transactions").json
    #expect(log["entries"].array.compactMap { $0["sequence"].int } == Array(1...6))
    #expect(try playground.post("/api/restore", #"{"sequence": 0}"#).json["roots"]["after"]["progress"].double == 0.25)
    #expect(try playground.roots()["number"].int == 42)
    let again = try playground.post("/api/restore", #"{"sequence": 7}"#)
    #expect(again.status == 200 && again.json["scenes"].array.isEmpty && again.json["sequence"].int == 8)
  }

  @Test("restore to roots given outright (an imported recording's start), checked like any value")
  func restoreToRoots() throws {
    let playground = try LivePlayground()
    let reply = try playground.post(
      "/api/restore", ##"{"roots": {"collection": [1, 2], "color": "#ff0000", "progress": "inf"}}"##)
    #expect(reply.status == 200)
    #expect(reply.json["restoredTo"].isNull)
    #expect(reply.json["scenes"].array.compactMap(\.string) == ["progress", "color", "collection"])
    #expect(try playground.roots()["progress"].string == "inf")
    #expect(try playground.roots()["collection"].description == "[1,2]")

    for body in [
      #"{"roots": {"collection": "x"}}"#, #"{"roots": {"nowhere": 1}}"#, #"{"roots": {}}"#,
      #"{"roots": {"number": 1.5, "progress": 0.1}}"#, #"{"sequence": 1, "roots": {"number": 1}}"#,
      #"{"sequence": -1}"#, #"{"sequence": 99}"#, #"{"sequence": "1"}"#, #"{}"#,
    ] {
      let refused = try playground.post("/api/restore", body)
      #expect(refused.status == 422, "\(body)")
      #expect(refused.json["error"]["status"].int == 422)
    }
    let long = String(repeating: "z", count: 9_000)
    #expect(try playground.post("/api/restore", #"{"roots": {"optional": "\#(long)"}}"#).status == 413)
    #expect(try playground.latestSequence() == 1)
    let roots = try playground.roots()
    #expect(roots["progress"].string == "inf" && roots["number"].int == 42)
  }

  @Test("entries that have left the log cannot be restored")
  func restoreBeyondTheLog() throws {
    var limits = PlaygroundLimits()
    limits.logEntries = 3
    let playground = try LivePlayground(app: PlaygroundApp(limits: limits))
    for value in ["0.1", "0.2", "0.3", "0.4", "0.5"] { _ = try playground.write("progress.mapped", value) }
    let refused = try playground.post("/api/restore", #"{"sequence": 1}"#)
    #expect(refused.status == 422)
    #expect(refused.json["error"]["message"].string?.contains("restore to #2 or later") == true)
    let restored = try playground.post("/api/restore", #"{"sequence": 2}"#)
    #expect(restored.status == 200)
    #expect(try playground.roots()["progress"].double == 0.2)
  }

  @Test("a restore reaches back at most restoreDepth entries, so it holds the world lock briefly")
  func restoreDepth() throws {
    var limits = PlaygroundLimits()
    limits.restoreDepth = 4
    let playground = try LivePlayground(app: PlaygroundApp(limits: limits))
    for value in ["0.1", "0.2", "0.3", "0.4", "0.5", "0.6"] { _ = try playground.write("progress.mapped", value) }
    let refused = try playground.post("/api/restore", #"{"sequence": 1}"#)
    #expect(refused.status == 422)
    #expect(
      refused.json["error"]["message"].string == "a restore reaches back at most 4 entries; restore to #2 or later")
    #expect(try playground.post("/api/restore", #"{"sequence": 2}"#).status == 200)
    #expect(try playground.roots()["progress"].double == 0.2)
  }
}
