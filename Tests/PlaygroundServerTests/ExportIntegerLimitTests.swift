import Foundation
import PlaygroundServer
import Testing

/// Every integer a client sends into an export, at the limits where arithmetic on it would
/// overflow or a conversion would trap: each request is answered with the file or a 4xx error
/// body, and the server goes on answering.
@Suite("Exports: every integer a client sends, at its limits, is exported or refused, never a crash")
struct ExportIntegerLimitTests {
  /// `Int.max`, `Int.min`, -1 and 2^53 + 1 (which a Double cannot hold).
  static let limits = ["9223372036854775807", "-9223372036854775808", "-1", "9007199254740993"]

  /// A recording of `entries` (JSON text) with `start`, `end` and `labs` as given.
  static func recording(
    start: String = "0", end: String = "1", version: String = "1", roots: String = "{}", entries: String = "",
    labs: String = "{}"
  ) -> String {
    """
    {"format": "keypath-playground/recording", "version": \(version), "recordedAt": "2026-01-01T00:00:00Z",
     "start": {"sequence": \(start), "roots": \(roots)}, "end": {"sequence": \(end), "roots": {}},
     "entries": [\(entries)], "labs": \(labs)}
    """
  }

  /// A write of "7" through number.mapped (an Int root shown as text), as the log holds it.
  static func numberWrite(sequence: String = "1", after: String = "7", ambient: String = "null") -> String {
    """
    {"sequence": \(sequence), "binding": "number.mapped", "scene": "number",
     "value": {"written": "7", "readBack": "7"}, "root": {"before": 42, "after": \(after)},
     "transaction": {"ambient": \(ambient), "binding": null,
       "committed": {"animation": null, "disablesAnimations": false},
       "animationRequested": false, "animationPreserved": false}, "hooks": []}
    """
  }

  /// A write through `lab-1.chain` of a lab binding whose root is `type`.
  static func labRecording(type: String, value: String, steps: String = "[]") -> String {
    recording(
      entries: """
        {"sequence": 1, "binding": "lab-1.chain", "scene": "lab-1",
         "value": {"written": \(value), "readBack": \(value)}, "root": {"before": 0, "after": \(value)},
         "transaction": {"ambient": null, "binding": null,
           "committed": {"animation": null, "disablesAnimations": false},
           "animationRequested": false, "animationPreserved": false}, "hooks": []}
        """,
      labs: #"{"lab-1": {"root": {"type": "\#(type)", "value": \#(value)}, "steps": \#(steps)}}"#)
  }

  /// Each place an integer goes in a recording, as a recording with `N` there.
  static let places: [(place: String, body: @Sendable (String) -> String)] = [
    ("start.sequence", { recording(start: $0) }),
    ("end.sequence", { recording(end: $0) }),
    ("start and end", { recording(start: $0, end: $0) }),
    ("version", { recording(version: $0) }),
    ("a write's sequence", { recording(entries: numberWrite(sequence: $0)) }),
    ("a write's root.after", { recording(entries: numberWrite(after: $0)) }),
    ("a starting root", { recording(roots: #"{"number": \#($0)}"#, entries: numberWrite()) }),
    (
      "a transaction's duration",
      { recording(entries: numberWrite(ambient: #"{"animation": {"curve": "linear", "duration": \#($0)}}"#)) }
    ),
    (
      "a reset's sequence",
      {
        recording(
          entries: #"{"sequence": \#($0), "entry": "reset", "scenes": ["number"], "roots": {"after": {"number": 42}}}"#)
      }
    ),
    (
      "a restore's restoredTo and root",
      {
        recording(
          entries: #"""
            {"sequence": 1, "entry": "restore", "restoredTo": \#($0), "scenes": ["number"],
             "roots": {"after": {"number": \#($0)}}}
            """#)
      }
    ),
    (
      "a redraw step's ticks",
      { recording(entries: #"{"entry": "costs", "card": "redraws", "action": {"tick": \#($0)}}"#) }
    ),
    (
      "a who-wins cell's value",
      {
        recording(
          entries: #"""
            {"entry": "costs", "card": "whoWins",
             "action": {"whoWins": {"source": "animation", "column": "mapped", "value": \#($0)}}}
            """#)
      }
    ),
    ("an Int lab root", { labRecording(type: "Int", value: $0) }),
    ("an Int8 lab root", { labRecording(type: "Int8", value: $0) }),
    ("a UInt8 lab root", { labRecording(type: "UInt8", value: $0) }),
    ("a Double lab root", { labRecording(type: "Double", value: $0) }),
    ("a Float lab root", { labRecording(type: "Float", value: $0) }),
    (
      "a lab step's index",
      {
        recording(
          entries: "",
          labs:
            #"{"lab-1": {"root": {"type": "[Int]", "value": [1]}, "steps": [{"step": "safeIndex", "index": \#($0)}]}}"#
        )
      }
    ),
    (
      "a lab step's bounds",
      {
        recording(
          entries: "",
          labs: #"""
            {"lab-1": {"root": {"type": "Int", "value": 0},
             "steps": [{"step": "clamped", "lower": \#($0), "upper": 9223372036854775807}]}}
            """#)
      }
    ),
  ]

  @Test("each integer of a recording at Int.max, Int.min, -1 and 2^53 + 1", arguments: places.indices)
  func recordingIntegers(place: Int) throws {
    let live = try LivePlayground()
    for limit in Self.limits {
      let reply = try live.post("/api/export/swift-test", Self.places[place].body(limit))
      let what = "\(Self.places[place].place) = \(limit)"
      #expect(reply.status == 200 || (400..<500).contains(reply.status), "\(what): \(reply.status) \(reply.text)")
      if reply.status == 200 {
        #expect(reply.headers["content-type"] == "text/x-swift; charset=utf-8", "\(what)")
      } else {
        #expect(reply.json["error"]["status"].int == reply.status, "\(what): \(reply.text)")
      }
    }
    #expect(try live.get("/api/state").status == 200, "the server answers after \(Self.places[place].place)")
  }

  @Test("a recording's span: the first entry's number is counted only when one follows start.sequence")
  func span() throws {
    let live = try LivePlayground()
    let last = try live.post(
      "/api/export/swift-test", Self.recording(start: "9223372036854775806", end: "9223372036854775807"))
    #expect(last.status == 200)
    #expect(last.text.contains("recording #9223372036854775807–#9223372036854775807, recorded"))
    let none = try live.post(
      "/api/export/swift-test", Self.recording(start: "9223372036854775807", end: "9223372036854775807"))
    #expect(none.status == 200)
    #expect(none.text.contains("recording with no entries, recorded"))
    for side in ["start", "end"] {
      let negative = try live.post(
        "/api/export/swift-test", side == "start" ? Self.recording(start: "-1") : Self.recording(end: "-1"))
      #expect(negative.status == 422)
      #expect(
        negative.json["error"]["message"].string
          == "cannot export this as a Swift test: not a recording: \(side).sequence: must be 0 or more, got -1")
    }
  }

  @Test("the log's span at the limits: since and until are refused, never overflowed")
  func logSpan() throws {
    let live = try LivePlayground()
    #expect(try live.write("progress.mapped", "0.5").status == 200)
    for limit in Self.limits {
      for query in ["since=\(limit)", "until=\(limit)", "since=\(limit)&until=\(limit)", "since=0&until=\(limit)"] {
        let reply = try live.get("/api/transactions/swift-test?\(query)")
        #expect((400..<500).contains(reply.status), "\(query): \(reply.status)")
        #expect(reply.json["error"]["status"].int == reply.status, "\(query): \(reply.text)")
      }
    }
    #expect(try live.get("/api/transactions/swift-test?since=0&until=1").status == 200)
  }
}
