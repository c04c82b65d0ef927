import Foundation
import HTTPServer
import HTTPTestSupport
import Playground
import PlaygroundServer
import Testing

private let executable = builtPlayground

@Suite(
  "A write that would trap runs in a child process; the server answers with its signal and message",
  .enabled(if: FileManager.default.isExecutableFile(atPath: executable), "build the executable first"))
struct TrapWriteTests {
  /// A playground whose trapping writes run in `program` (the real child by default).
  private func playground(
    program: String = executable, timeLimit: Duration = .seconds(10), perMinute: Int = 1000,
    presenterToken: BearerToken? = nil
  ) throws -> LivePlayground {
    try LivePlayground(
      app: PlaygroundApp(
        presenterToken: presenterToken,
        trap: TrapSettings(executable: program, timeLimit: timeLimit, perMinute: perMinute)))
  }

  /// Deletes row 2, the one the field edits, as the page's "Delete row" does.
  private func deleteRow(_ playground: LivePlayground, headers: [(String, String)] = []) throws {
    let reply = try playground.send(
      "POST", "/api/restore", body: #"{"roots": {"rows": ["Milk", "Eggs"]}}"#,
      headers: [("Content-Type", "application/json")] + headers)
    #expect(reply.status == 200)
  }

  @Test(
    "after the delete, the closure's write traps in the child: SIGILL or SIGTRAP, Index out of range, root as it was")
  func trapAnswer() throws {
    let playground = try playground()
    try deleteRow(playground)
    let sequence = try playground.latestSequence()

    let reply = try playground.write("rows.closure", #""Oat milk""#)
    #expect(reply.status == 200)
    let trap = reply.json["trap"]
    #expect(["SIGILL", "SIGTRAP"].contains(trap["signal"].string ?? ""), "\(reply.text)")
    #expect([4, 5].contains(trap["signalNumber"].int ?? 0))
    #expect(trap["message"].string == "Fatal error: Index out of range")
    #expect(trap["errorOutput"].string?.contains("Fatal error: Index out of range") == true)
    #expect(reply.json["entry"].string == "trapped")
    #expect(reply.json["value"]["written"].string == "Oat milk")
    #expect(reply.json["root"]["after"].array.compactMap(\.string) == ["Milk", "Eggs"])

    #expect(try playground.roots()["rows"].array.compactMap(\.string) == ["Milk", "Eggs"])
    #expect(try playground.latestSequence() == sequence, "a trapped write is not logged")
    #expect(try playground.get("/healthz").json["status"].string == "ok")
    let info = try playground.get("/api/bindings/rows.closure").json
    #expect(info["wouldTrap"].bool == true)
    #expect(info["value"].isNull)
  }

  @Test("in range, the closure's write runs in the server; after the delete, the mapped one ignores it")
  func inRangeAndMapped() throws {
    let playground = try playground(program: "/nonexistent")
    let written = try playground.write("rows.closure", #""Rye""#)
    #expect(written.status == 200)
    #expect(written.json["root"]["after"].array.compactMap(\.string) == ["Milk", "Eggs", "Rye"])

    try deleteRow(playground)
    for id in ["rows.mapped", "rows.field"] {
      let ignored = try playground.write(id, #""Oat milk""#)
      #expect(ignored.status == 200)
      #expect(ignored.json["noOp"].bool == true, "\(id)")
      #expect(ignored.json["root"]["after"].array.compactMap(\.string) == ["Milk", "Eggs"])
    }
  }

  @Test("the every-page event stream carries the trap")
  func published() throws {
    let playground = try playground()
    let reader = try EventStreamReader(port: playground.port, path: "/api/events")
    defer { reader.close() }
    #expect(try reader.next()?.event == "snapshot")
    try deleteRow(playground)
    #expect(try reader.next()?.event == "restore")
    #expect(try playground.write("rows.closure", #""Oat milk""#).status == 200)
    let event = try #require(try reader.next())
    #expect(event.event == "trap")
    #expect(event.data.contains("Index out of range"))
  }

  @Test("a child that outlives the time limit is killed: 504 says so, the root stays")
  func timeLimit() throws {
    let playground = try playground(timeLimit: .milliseconds(1))
    try deleteRow(playground)
    let reply = try playground.write("rows.closure", #""Oat milk""#)
    #expect(reply.status == 504, "\(reply.text)")
    #expect(reply.json["error"]["message"].string?.contains("killed") == true)
    #expect(try playground.roots()["rows"].array.count == 2)
    #expect(try playground.get("/healthz").status == 200)
  }

  @Test("past the rate limit: 429 with Retry-After")
  func rateLimit() throws {
    let playground = try playground(perMinute: 1)
    try deleteRow(playground)
    #expect(try playground.write("rows.closure", #""Oat milk""#).status == 200)
    let refused = try playground.write("rows.closure", #""Oat milk""#)
    #expect(refused.status == 429)
    #expect(refused.json["error"]["status"].int == 429)
    let retryAfter = try #require(refused.headers["retry-after"].flatMap { Int($0) })
    #expect((1...60).contains(retryAfter))
  }

  @Test("one child at a time: a second write while one runs is told busy (503), not queued")
  func busy() throws {
    let programs = try ChildPrograms()
    let slow = try programs.slowChild()
    let playground = try playground(program: slow.path, timeLimit: .seconds(30))
    try deleteRow(playground)

    let first = Background { try playground.write("rows.closure", #""Oat milk""#) }
    slow.waitUntilStarted()
    #expect(slow.hasStarted)
    // The journal's lock is not held while the child runs: other writes answer meanwhile.
    #expect(try playground.write("progress.mapped", "0.5").status == 200)
    let second = try playground.write("rows.closure", #""Oat milk""#)
    #expect(second.status == 503)
    #expect(second.json["error"]["message"].string?.contains("one runs at a time") == true)
    #expect(second.headers["retry-after"] == "1")
    try slow.release()
    let ended = try first.value()
    #expect(ended.status == 500, "a child that exits without trapping is the server's failure")
    #expect(ended.json["error"]["message"].string?.contains("did not trap") == true)
  }

  @Test("in share mode only the presenter's write reaches the child")
  func presenterOnly() throws {
    let token = BearerToken.random()
    let playground = try playground(presenterToken: token)
    let authorization = [("Authorization", "Bearer \(token.text)")]
    try deleteRow(playground, headers: authorization)
    let viewer = try playground.write("rows.closure", #""Oat milk""#)
    #expect(viewer.status == 403)
    let presenter = try playground.send(
      "POST", "/api/bindings/rows.closure", body: #"{"value": "Oat milk"}"#,
      headers: [("Content-Type", "application/json")] + authorization)
    #expect(presenter.status == 200)
    #expect(presenter.json["trap"]["message"].string == "Fatal error: Index out of range")
  }

  @Test("without a child program the write is refused, and the server still never runs it")
  func noRunner() throws {
    let playground = try LivePlayground()
    try deleteRow(playground)
    let reply = try playground.write("rows.closure", #""Oat milk""#)
    #expect(reply.status == 503)
    #expect(try playground.roots()["rows"].array.count == 2)
  }
}
