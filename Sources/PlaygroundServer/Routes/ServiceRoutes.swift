import HTTPServer
import JSON
import Playground

@available(SwiftStdlib 6.2, *)
extension APIRoute {
  /// The routes about the server itself: its health, this request's session, and the API's
  /// own description.
  static let service: [APIRoute] = [
    APIRoute(
      id: "health", method: .get, path: "/healthz",
      summary: "Liveness, the latest sequence and the number of event-stream subscribers.",
      responseSchema: "Health",
      answer: .json { app, _ in
        let health: JSONValue = [
          "status": "ok", "sequence": .integer(app.journal.latestSequence),
          "subscribers": .integer(app.events.subscriberCount),
        ]
        return health.serializedBytes()
      }),
    APIRoute(
      id: "session", method: .get, path: "/api/session",
      summary: "Whether the playground is shared with a room, and whether this request may write.",
      responseSchema: "Session", answer: .json(session)),
    APIRoute(
      id: "openAPI", method: .get, path: "/api/openapi.json", summary: "This document.",
      responseSchema: "OpenAPIDocument", answer: .json { _, _ in OpenAPIDocument.text }),
  ]

  /// `GET /api/session`: `{"share": Bool, "canWrite": Bool}`.
  ///
  /// The page asks once at start, with the token from its presenter URL if it has one, and
  /// disables its controls when `canWrite` is false. The answer says only whether the token
  /// matched, never what was sent or expected.
  private static func session(_ app: PlaygroundApp, _ request: Request) -> [UInt8] {
    let session: JSONValue =
      app.presenterToken.map { token in
        ["share": true, "canWrite": .bool(token.authorizes(request.headers["Authorization"]))]
      } ?? ["share": false, "canWrite": true]
    return session.serializedBytes()
  }
}
