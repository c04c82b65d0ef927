// @testable for the exporter itself: the endpoint's answer is compared with its source.
import Foundation
import JSON
import PlaygroundServer
import Testing

@testable import Playground

@Suite("POST /api/export/swift-test: a recording becomes a Swift test")
struct ExportRecordingEndpointTests {
  /// A recording of what `live` logged, plus a write it refused, as the page sends it.
  static func recording(of live: LivePlayground) throws -> String {
    let entries = try live.get("/api/transactions?limit=1000").json["entries"].description
    let rejected = #"""
      {"entry": "rejected", "binding": "number.mapped", "value": {"written": "twelve"},
       "transaction": {"ambient": null}, "reason": "\"twelve\" is not a valid Int", "root": 42}
      """#
    let all = entries.dropLast() + (entries == "[]" ? "" : ",") + rejected + "]"
    return """
      {"format": "keypath-playground/recording", "version": 1, "recordedAt": "2026-01-01T00:00:00Z",
       "start": {"sequence": 0, "roots": {"progress": 0.25, "number": 42}},
       "end": {"sequence": 0, "roots": {"progress": 0.25, "number": 42}}, "entries": \(all)}
      """
  }

  @Test("the answer is the exporter's source, as an attachment named after the suite")
  func happyPath() throws {
    let live = try LivePlayground()
    #expect(
      try live.write("progress.mapped", "0.5", transaction: #"{"animation": {"curve": "easeInOut"}}"#).status == 200)
    #expect(try live.write("number.mapped", "\"7\"").status == 200)
    #expect(try live.write("number.mapped", "\"twelve\"").status == 422)
    let recording = try Self.recording(of: live)

    let reply = try live.post("/api/export/swift-test?name=slider%20animation", recording)
    #expect(reply.status == 200)
    #expect(reply.headers["content-type"] == "text/x-swift; charset=utf-8")
    #expect(reply.headers["content-disposition"] == #"attachment; filename="SliderAnimation.swift""#)
    let expected = try SwiftTestWriter(recording: try JSONValue(parsing: Array(recording.utf8)))
      .source(suiteName: "SliderAnimation")
    #expect(reply.text == expected)
    #expect(reply.text.contains(#"#expect(context.rejection?.reason == "\"twelve\" is not a valid Int")"#))
    #expect(try live.latestSequence() == 2, "an export changes nothing")

    let unnamed = try live.post("/api/export/swift-test", recording)
    #expect(unnamed.headers["content-disposition"] == #"attachment; filename="PlaygroundRecording.swift""#)
    #expect(unnamed.text.contains("struct PlaygroundRecording {"))
  }

  @Test("the recording the Recordings and Exports article posts with curl is exported as it says")
  func articleExample() throws {
    let article = try String(
      contentsOf: ScratchPackage.repository.appendingPathComponent(
        "Sources/Playground/Playground.docc/RecordingsAndExports.md"),
      encoding: .utf8)
    let command = try #require(article.components(separatedBy: #"/api/export/swift-test?name=refused""#).last)
    let body = try #require(
      command.components(separatedBy: "-d '").dropFirst().first?.components(separatedBy: "'").first)
    let reply = try LivePlayground().post("/api/export/swift-test?name=refused", body)
    #expect(reply.status == 200, "\(reply.text)")
    #expect(reply.headers["content-disposition"] == #"attachment; filename="Refused.swift""#)
    #expect(reply.text.contains("#expect(number == 42)"))
  }

  @Test(
    "a body that is not JSON is 400, a recording the exporter cannot read is 422 naming what is wrong",
    arguments: [
      ("{", 400, "malformed JSON"),
      (#"{"format": "keypath-playground/lesson"}"#, 422, #"missing member "version""#),
      (
        #"{"format": "keypath-playground/lesson", "version": 1, "recordedAt": "", "start": {"sequence": 0, "roots": {}}, "end": {"sequence": 0, "roots": {}}, "entries": []}"#,
        422, #""format": "keypath-playground/recording""#
      ),
      (
        #"{"format": "keypath-playground/recording", "version": 1, "recordedAt": "", "entries": []}"#, 422,
        #"missing member "start""#
      ),
      (
        #"{"format": "keypath-playground/recording", "version": 1, "recordedAt": "", "start": {"roots": {}}, "end": {"sequence": 0, "roots": {}}, "entries": []}"#,
        422, #"start: missing member "sequence""#
      ),
      (
        #"{"format": "keypath-playground/recording", "version": 1, "recordedAt": "", "start": {"sequence": 0, "roots": {}}, "end": {"sequence": 0, "roots": {}}, "entries": [{"entry": "undo"}]}"#,
        422,
        #"unknown entry "undo""#
      ),
      (
        #"{"format": "keypath-playground/recording", "version": 1, "recordedAt": "", "start": {"sequence": 0, "roots": {}}, "end": {"sequence": 0, "roots": {}}, "entries": [{"binding": "lab-4.chain", "value": {}, "root": {}, "transaction": {}}]}"#,
        422, "no definition of the lab binding lab-4"
      ),
    ])
  func refused(body: String, status: Int, message: String) throws {
    let live = try LivePlayground()
    let reply = try live.post("/api/export/swift-test", body)
    #expect(reply.status == status)
    #expect(reply.headers["content-type"] == "application/json; charset=utf-8")
    #expect(reply.json["error"]["status"].int == status)
    let text = try #require(reply.json["error"]["message"].string)
    #expect(text.contains(message), "\(text)")
  }

  @Test("more entries than an export replays, or a longer file than it answers, is 422")
  func limits() throws {
    var limits = PlaygroundLimits()
    limits.exportEntries = 2
    let live = try LivePlayground(app: PlaygroundApp(limits: limits))
    for value in ["0.1", "0.2"] { #expect(try live.write("progress.mapped", value).status == 200) }
    let recording = try Self.recording(of: live)
    let tooMany = try live.post("/api/export/swift-test", recording)
    #expect(tooMany.status == 422)
    #expect(tooMany.json["error"]["message"].string?.contains("at most 2 entries; this one has 3") == true)

    var small = PlaygroundLimits()
    small.exportBytes = 1000
    let tight = try LivePlayground(app: PlaygroundApp(limits: small))
    let tooLong = try tight.post("/api/export/swift-test", recording)
    #expect(tooLong.status == 422)
    #expect(tooLong.json["error"]["message"].string?.contains("answers at most 1000") == true)
  }

  @Test("in share mode a viewer may export a recording without the token; writes still need it")
  func shareMode() throws {
    let shared = try SharedPlayground()
    #expect(try shared.presenterWrite("progress.mapped", "0.5").status == 200)
    let recording = try Self.recording(of: shared.live)
    let viewer = try shared.live.post("/api/export/swift-test", recording)
    #expect(viewer.status == 200)
    #expect(viewer.text.contains("struct PlaygroundRecording {"))
    #expect(try shared.write("progress.mapped", "0.9").status == 403)
    // Still a POST: a cross-origin one, or one that is not JSON, is refused as every POST is.
    let crossOrigin = try shared.live.send(
      "POST", "/api/export/swift-test", body: recording,
      headers: [("Content-Type", "application/json"), ("Origin", "http://elsewhere.example")])
    #expect(crossOrigin.status == 403)
    let plain = try shared.live.send(
      "POST", "/api/export/swift-test", body: recording, headers: [("Content-Type", "text/plain")])
    #expect(plain.status == 415)
  }
}
