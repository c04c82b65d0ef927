// @testable for the exporter itself: the endpoint's answer is compared with its source.
import Foundation
import JSON
import PlaygroundServer
import Testing

@testable import Playground

@Suite("GET /api/transactions/swift-test: a span of the log becomes a Swift test")
struct ExportLogEndpointTests {
  /// The log's entries after `since` up to `until`, as the playground's own JSON.
  static func entries(_ live: LivePlayground, since: Int, until: Int) throws -> [JSONValue] {
    let text = try live.get("/api/transactions?since=\(since)&limit=\(until - since)").json["entries"].description
    guard case .array(let entries) = try JSONValue(parsing: Array(text.utf8)) else { return [] }
    return entries
  }

  @Test("a span starts from the roots before it, with the definitions of the lab bindings it writes through")
  func happyPath() throws {
    let live = try LivePlayground()
    #expect(try live.write("progress.mapped", "0.5").status == 200)
    let lab = try live.post(
      "/api/lab/bindings", #"{"root": {"type": "Int", "value": 7}, "steps": [{"step": "parsed"}]}"#)
    #expect(lab.status == 200)
    #expect(
      try live.write("progress.mapped", "0.75", transaction: #"{"animation": {"curve": "spring"}}"#).status == 200)
    #expect(try live.write("lab-1.chain", "\"12\"").status == 200)
    #expect(try live.post("/api/reset", #"{"scenes": ["progress"]}"#).status == 200)
    #expect(try live.write("progress.mapped", "1").status == 200)

    let reply = try live.get("/api/transactions/swift-test?since=1&until=4&name=Span")
    #expect(reply.status == 200)
    #expect(reply.headers["content-type"] == "text/x-swift; charset=utf-8")
    #expect(reply.headers["content-disposition"] == #"attachment; filename="Span.swift""#)
    let definition = try JSONValue(
      parsing: Array(#"{"root": {"type": "Int", "value": 7}, "steps": [{"step": "parsed"}]}"#.utf8))
    let expected = try SwiftTestWriter(
      entries: try Self.entries(live, since: 1, until: 4), startRoots: ["lab-1": 7, "progress": 0.5],
      labs: ["lab-1": definition], title: "the log #2–#4"
    ).source(suiteName: "Span")
    #expect(reply.text == expected)
    #expect(reply.text.contains("@State var progress: Float = 0.5"), "the root as it was after #1")

    let whole = try live.get("/api/transactions/swift-test")
    #expect(whole.headers["content-disposition"] == #"attachment; filename="PlaygroundLog.swift""#)
    #expect(whole.text.contains("the log #1–#5"))
  }

  @Test(
    "a bad query is 400, a span the log cannot give is 422",
    arguments: [
      ("since=-1", 400, "since must be an integer"), ("until=x", 400, "until must be an integer"),
      ("since=9", 422, "there is no entry #9 yet"), ("until=9", 422, "there is no entry #9 yet"),
      ("since=2&until=1", 422, "comes before since"),
    ])
  func refused(query: String, status: Int, message: String) throws {
    let live = try LivePlayground()
    for value in ["0.1", "0.2"] { #expect(try live.write("progress.mapped", value).status == 200) }
    let reply = try live.get("/api/transactions/swift-test?\(query)")
    #expect(reply.status == status)
    #expect(reply.json["error"]["message"].string?.contains(message) == true, "\(reply.text)")
  }

  @Test("a since whose entries left the log, a span beyond the limit and a deleted lab binding are 422")
  func beyondTheLog() throws {
    var limits = PlaygroundLimits()
    limits.logEntries = 3
    limits.exportEntries = 2
    let live = try LivePlayground(app: PlaygroundApp(limits: limits))
    for value in ["0.1", "0.2", "0.3", "0.4", "0.5"] { #expect(try live.write("progress.mapped", value).status == 200) }
    let gone = try live.get("/api/transactions/swift-test?since=1&until=4")
    #expect(gone.status == 422)
    #expect(
      gone.json["error"]["message"].string
        == "entries after #1 have left the log (it keeps the newest); export from since=2")
    let tooMany = try live.get("/api/transactions/swift-test?since=2")
    #expect(tooMany.status == 422)
    #expect(tooMany.json["error"]["message"].string?.contains("at most 2 entries; this one has 3") == true)
    #expect(try live.get("/api/transactions/swift-test?since=3").status == 200)

    #expect(try live.post("/api/lab/bindings", #"{"root": {"type": "Double"}, "steps": []}"#).status == 200)
    #expect(try live.write("lab-1.chain", "0.5").status == 200)
    #expect(try live.send("DELETE", "/api/lab/bindings/lab-1").status == 200)
    let deleted = try live.get("/api/transactions/swift-test?since=5")
    #expect(deleted.status == 422)
    #expect(deleted.json["error"]["message"].string?.contains("lab-1, written in this span, has been deleted") == true)
  }

  @Test("in share mode a viewer exports the log without the token")
  func shareMode() throws {
    let shared = try SharedPlayground()
    #expect(try shared.presenterWrite("progress.mapped", "0.5").status == 200)
    let reply = try shared.live.get("/api/transactions/swift-test")
    #expect(reply.status == 200)
    #expect(reply.text.contains("progress.mapped = 0.5"))
  }
}
