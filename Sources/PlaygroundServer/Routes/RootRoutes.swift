import HTTPServer
import JSON
import Playground

@available(SwiftStdlib 6.2, *)
extension APIRoute {
  /// The scenes' roots set back: to their initial values, or to those after an earlier entry.
  static let roots: [APIRoute] = [
    APIRoute(
      id: "reset", method: .post, path: "/api/reset",
      summary: """
        Restores the initial roots of every scene, or of the scenes named; logged as one entry \
        (a ResetRecord) in the sequence, the log before it kept.
        """,
      requestSchema: "ResetRequest", responseSchema: "ResetRecord", errorStatuses: [422], answer: .json(reset)),
    APIRoute(
      id: "restore", method: .post, path: "/api/restore",
      summary: """
        Sets the roots to their values after an earlier entry (`{"sequence": N}`, which must \
        still be in the log) or to values given (`{"roots": {...}}`), as one new logged entry \
        (a RestoreRecord): history is never rewritten, the sequence stays gapless.
        """,
      requestSchema: "RestoreRequest",
      requestExamples: curlExamples(
        posting: "http://127.0.0.1:8080/api/restore",
        [
          (
            "deleteRow", "Deletes row 2 of the rows scene, the one its field edits",
            ["roots": ["rows": ["Milk", "Eggs"]]]
          )
        ]),
      responseSchema: "RestoreRecord", errorStatuses: [422], answer: .json(restore)),
  ]

  /// `POST /api/reset`: puts the roots of every scene (`{}`) or of the named ones
  /// (`{"scenes": ["progress"]}`) back to their initial values, as one logged entry.
  ///
  /// - Returns: The `ResetRecord`, identical to its log entry and its `reset` event.
  private static func reset(_ app: PlaygroundApp, _ request: Request) throws(PlaygroundError) -> [UInt8] {
    let body = try RequestBody.object(request.body, optional: ["scenes"])
    let scenes = try PlaygroundError.decoding { () throws(JSONDecodingError) in try body.array("scenes") }
    guard let ids = scenes else { return try app.journal.reset(scenes: nil) }
    guard !ids.isEmpty else { throw .invalid("scenes must be a non-empty array of scene ids, got an empty one") }
    var names: [String] = []
    for id in ids {
      guard case .string(let name) = id else { throw .invalid("scenes: no scene with id \(id.serialized())") }
      names.append(name)
    }
    return try app.journal.reset(scenes: names)
  }

  /// `POST /api/restore`: sets the roots to their values after entry `sequence`
  /// (`{"sequence": 7}`), or to values given outright (`{"roots": {"progress": 0.5}}`, as an
  /// imported recording starts), as one new logged entry.
  ///
  /// - Returns: The `RestoreRecord`, identical to its log entry and its `restore` event.
  private static func restore(_ app: PlaygroundApp, _ request: Request) throws(PlaygroundError) -> [UInt8] {
    let expected = #"{"sequence": N} or {"roots": {"progress": 0.5, ...}}"#
    let body = try RequestBody.object(request.body, optional: ["sequence", "roots"])
    switch (body["sequence"], body["roots"]) {
    case (.integer(let sequence)?, nil) where sequence >= 0:
      return try app.journal.restore(toEntry: sequence)
    case (nil, .object(let roots)?) where !roots.isEmpty:
      for root in roots { try app.limits.checkValue(root.value, of: "the root of \(root.key)") }
      return try app.journal.restore(roots: roots)
    default:
      throw .invalid(
        "expected \(expected): a sequence that is an integer of at least 0, or a non-empty object of roots")
    }
  }
}
