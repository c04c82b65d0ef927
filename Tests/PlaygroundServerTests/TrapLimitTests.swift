import Foundation
import HTTPServer
import HTTPTestSupport
import JSON
import Playground
import PlaygroundServer
import Testing

@Suite(
  "A write that would trap, under its limits: the time limit holds from the request, the worker thread is free meanwhile",
  .enabled(if: FileManager.default.isExecutableFile(atPath: builtPlayground), "build the executable first"))
struct TrapLimitTests {
  private func playground(
    program: String = builtPlayground, timeLimit: Duration = .seconds(10),
    configure: (inout Configuration) -> Void = { _ in }
  ) throws -> LivePlayground {
    try LivePlayground(
      app: PlaygroundApp(trap: TrapSettings(executable: program, timeLimit: timeLimit, perMinute: 1000)),
      configure: configure)
  }

  /// Sets the rows to `root`, which has no row 2.
  private func restoreRows(_ playground: LivePlayground, _ root: JSONValue = ["Milk", "Eggs"]) throws {
    let body = JSONValue.object([("roots", .object([("rows", root)]))]).serialized()
    let reply = try playground.post("/api/restore", body)
    #expect(reply.status == 200, "\(reply.text)")
  }

  /// A string whose JSON text, quotes and escapes included, is exactly `bytes` long, made mostly
  /// of characters that grow when escaped: a quote, a backslash, a control character (`\u0001`)
  /// and a line separator (`\u2028`).
  private func escapingString(jsonBytes bytes: Int) -> String {
    func size(_ text: String) -> Int { JSONValue.string(text).serializedBytes().count }
    let pattern = "\"\\\u{1}\u{2028}é"
    var text = ""
    while size(text + pattern) <= bytes { text += pattern }
    while size(text) < bytes { text += "a" }
    return text
  }

  @Test("a root and a value each at the documented limit, escapes and all, trap in the child")
  func documentedMaxima() throws {
    let limit = PlaygroundLimits().valueBytes
    let root = JSONValue.array([.string(escapingString(jsonBytes: limit - 2))])
    let value = JSONValue.string(escapingString(jsonBytes: limit))
    #expect(root.serializedBytes().count == limit)
    #expect(value.serializedBytes().count == limit)
    let playground = try playground()
    try restoreRows(playground, root)

    let reply = try playground.post("/api/bindings/rows.closure", JSONValue.object([("value", value)]).serialized())
    #expect(reply.status == 200, "\(reply.text.prefix(300))")
    #expect(reply.json["trap"]["message"].string == "Fatal error: Index out of range")
    #expect(try playground.roots()["rows"].array.count == 1)
  }

  @Test("a child whose own child holds its pipes: 504 at the time limit, and both are killed")
  func grandchildHoldsThePipes() throws {
    let programs = try ChildPrograms()
    let pidFile = programs.folder.appendingPathComponent("sleep.pid")
    let program = try programs.script("sleeps", "sleep 30 &\necho $! > '\(pidFile.path)'\nwait")
    let playground = try playground(program: program.path, timeLimit: .seconds(1))
    try restoreRows(playground)

    let reply = try playground.write("rows.closure", #""Oat milk""#)
    #expect(reply.status == 504, "\(reply.text)")
    let sleeper = try #require(Int32(String(decoding: try Data(contentsOf: pidFile), as: UTF8.self).trimmed))
    #expect(Eventually.wait(timeout: .seconds(5)) { kill(sleeper, 0) != 0 }, "the child's own child was killed too")
  }

  @Test("a child that never gets to execute its program: 504 at the time limit; the runner recovers")
  func neverExecs() throws {
    let programs = try ChildPrograms()
    let program = try programs.script("held", "exec '\(builtPlayground)' \"$@\"")
    let held = try HeldProgram(program)
    defer { held.release() }
    let playground = try playground(program: program.path, timeLimit: .seconds(1))
    try restoreRows(playground)

    let reply = try playground.write("rows.closure", #""Oat milk""#)
    #expect(reply.status == 504, "\(reply.text)")
    let meanwhile = try playground.write("rows.closure", #""Oat milk""#)
    #expect(meanwhile.status == 503, "the stuck child still counts as the one running")
    #expect(try playground.get("/healthz").status == 200)

    held.release()
    // Once its start returns, the stuck child is killed (its time ran out) and the next write runs.
    #expect(
      Eventually.wait(timeout: .seconds(20)) {
        (try? playground.write("rows.closure", #""Oat milk""#).status) == 200
      })
  }

  @Test("while a child runs, the one worker thread answers every other connection, a kept-alive one too")
  func workerStaysFree() throws {
    let programs = try ChildPrograms()
    let slow = try programs.slowChild()
    let playground = try playground(program: slow.path, timeLimit: .seconds(30)) { $0.threadPoolSize = 1 }
    try restoreRows(playground)
    let keptAlive = try HTTPClient(port: playground.port)
    #expect(try keptAlive.request("GET", "/healthz").status == 200)

    let write = Background { try playground.write("rows.closure", #""Oat milk""#) }
    slow.waitUntilStarted()
    #expect(slow.hasStarted)
    #expect(try keptAlive.request("GET", "/api/state").status == 200)
    #expect(try playground.write("progress.mapped", "0.5").status == 200)
    #expect(try keptAlive.request("POST", "/api/bindings/progress.mapped", json: #"{"value": 0.25}"#).status == 200)

    try slow.release()
    let ended = try write.value()
    #expect(ended.status == 500, "a child that exits without trapping is the server's failure")
  }

  @Test("stopping the server while a child runs answers the waiting write (or closes it) and returns at once")
  func stopWhileAChildRuns() throws {
    let programs = try ChildPrograms()
    let slow = try programs.slowChild()
    let playground = try playground(program: slow.path, timeLimit: .seconds(30))
    try restoreRows(playground)
    let port = playground.port

    let write = Background { () -> Int? in
      let client = try HTTPClient(port: port)
      return try? client.request("POST", "/api/bindings/rows.closure", json: #"{"value": "Oat milk"}"#).status
    }
    slow.waitUntilStarted()
    let stopped = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      playground.server.stop()
      stopped.signal()
    }
    let status = try write.value()
    #expect(status == 503 || status == nil, "answered 503 or closed, got \(String(describing: status))")
    let stopReturned = stopped.wait(timeout: .now() + 5) == .success
    try slow.release()
    #expect(stopReturned, "the stop waited for the child")
    if !stopReturned { stopped.wait() }
  }
}

extension String {
  fileprivate var trimmed: String { trimmingCharacters(in: .whitespacesAndNewlines) }
}
