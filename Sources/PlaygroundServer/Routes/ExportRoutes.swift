import HTTPServer
import JSON
import Playground

@available(SwiftStdlib 6.2, *)
extension APIRoute {
  /// A recording, a span of the log or a lab binding's chain as one Swift Testing file, sent as
  /// an attachment (`text/x-swift`, named `<Suite>.swift`).
  ///
  /// All three are reads: they change nothing, so in share mode a viewer may export too. The
  /// recording's `POST` computes its answer from the body alone and is open to viewers like a
  /// `GET`; the server's checks of a `POST` (a JSON body, from the same origin) still apply.
  /// An export replays at most ``PlaygroundLimits/exportEntries`` entries and answers at most
  /// ``PlaygroundLimits/exportBytes``; beyond, and for anything the exporter cannot read, 422.
  static let export: [APIRoute] = [
    APIRoute(
      id: "exportRecording", method: .post, path: "/api/export/swift-test",
      summary: """
        A recording (what the page's "Download recording" saves, with `labs` for the lab \
        bindings it writes through, and refused and trapped writes as RejectedWrite and \
        TrappedWrite entries) as a Swift Testing file that replays each entry and expects what \
        the playground showed: a refusal, the same rejection; a trap, the crash. Changes \
        nothing: in share mode a viewer may send it without the presenter's token.
        """,
      parameters: [suiteName("PlaygroundRecording")], requestSchema: "Recording",
      requestExamples: recordingExamples, errorStatuses: [400, 422], changesNothing: true,
      answer: .swiftTest { app, request throws(PlaygroundError) in
        try SwiftTestFile(
          recording: try RequestBody.json(request.body), name: request.query["name"], limits: app.limits)
      }),
    APIRoute(
      id: "exportLog", method: .get, path: "/api/transactions/swift-test",
      summary: """
        The logged entries after `since` up to `until`, with the refused and trapped writes the \
        server kept among them (GET /api/transactions/unlogged), as a Swift Testing file: each \
        root starts as it was before the span, and the lab bindings written through are built \
        from their definitions. A `since` whose next entries have left the log, or a lab binding written \
        in the span and deleted since, is refused with 422.
        """,
      parameters: [
        parameter(
          "since", in: "query", "Export the entries after this one; default 0.",
          schema: ["type": "integer", "minimum": 0, "maximum": .integer(Int.max)]),
        parameter(
          "until", in: "query", "The last entry to export; default the latest.",
          schema: ["type": "integer", "minimum": 0, "maximum": .integer(Int.max)]),
        suiteName("PlaygroundLog"),
      ],
      errorStatuses: [400, 422],
      answer: .swiftTest { app, request throws(PlaygroundError) in
        let since = try request.integerQuery("since", default: 0, in: 0...Int.max)
        let until =
          request.query["until"] == nil ? nil : try request.integerQuery("until", default: 0, in: 0...Int.max)
        return try app.journal.exportSpan(since: since, until: until, name: request.query["name"])
      }),
    APIRoute(
      id: "exportLab", method: .get, path: "/api/lab/bindings/{id}/swift-test",
      summary: """
        A lab binding's chain and every write through it the log holds, as a Swift Testing \
        file: the chain and its two closure-built twins as the lab shows them, each write \
        replayed with its transaction.
        """,
      parameters: [
        parameter("id", in: "path", "A lab binding id such as lab-1.", schema: Schema.string),
        suiteName("the id: Lab1"),
      ],
      errorStatuses: [400, 404, 422],
      answer: .swiftTest { app, request throws(PlaygroundError) in
        try app.journal.exportLab(request.pathID, name: request.query["name"])
      }),
  ]

  /// The `name` query parameter every export takes.
  private static func suiteName(_ fallback: String) -> JSONValue {
    parameter(
      "name", in: "query",
      "The suite's name, made of this text's letters and digits (`slider animation` becomes `SliderAnimation`); default \(fallback).",
      schema: Schema.string)
  }

  /// `POST /api/export/swift-test` examples.
  private static var recordingExamples: JSONValue {
    let write: JSONValue = [
      "sequence": 1, "binding": "progress.mapped", "scene": "progress",
      "value": ["written": 0.5, "readBack": 0.5], "root": ["before": 0.25, "after": 0.5],
      "transaction": [
        "ambient": ["animation": ["curve": "easeInOut"]], "binding": ["animation": ["curve": "easeInOut"]],
        "committed": ["animation": ["curve": "easeInOut"]], "animationRequested": true, "animationPreserved": true,
      ],
      "hooks": [],
    ]
    let rejected: JSONValue = [
      "entry": "rejected", "binding": "number.mapped", "value": ["written": "twelve"],
      "transaction": ["ambient": .null], "reason": #""twelve" is not a valid Int"#, "root": 42,
    ]
    let examples: [(name: String, summary: String, value: JSONValue)] = [
      (
        "oneWrite", "One animated write through progress.mapped",
        [
          "format": "keypath-playground/recording", "version": 1, "recordedAt": "2026-12-01T14:00:00.000Z",
          "start": ["sequence": 0, "roots": ["progress": 0.25]], "end": ["sequence": 1, "roots": ["progress": 0.5]],
          "entries": [write],
        ]
      ),
      (
        "refusedWrite", "A write the conversion refused: the test expects the rejection and the root unchanged",
        [
          "format": "keypath-playground/recording", "version": 1, "recordedAt": "2026-12-01T14:00:00.000Z",
          "start": ["sequence": 0, "roots": [:]], "end": ["sequence": 0, "roots": [:]], "entries": [rejected],
        ]
      ),
    ]
    return curlExamples(posting: "'http://127.0.0.1:8080/api/export/swift-test?name=Example'", examples)
  }
}
