import JSON
import Playground

extension APIOperation {
  /// Every endpoint of the playground, in the order the README presents them; the router is
  /// built from this list.
  static let all: [APIOperation] = [
    APIOperation(
      id: .health, method: .get, path: "/healthz",
      summary: "Liveness, the latest sequence and the number of event-stream subscribers.",
      responseSchema: "Health"),
    APIOperation(
      id: .session, method: .get, path: "/api/session",
      summary: "Whether the playground is shared with a room, and whether this request may write.",
      responseSchema: "Session"),
    APIOperation(
      id: .listScenes, method: .get, path: "/api/scenes",
      summary: "Every scene with its root and its bindings (expression, kind, value, identity, control).",
      responseSchema: "SceneList"),
    APIOperation(
      id: .sceneValues, method: .get, path: "/api/scenes/{id}/values",
      summary: "What every binding of one scene reads now: the values alone, which a page re-reads to follow writes live.",
      parameters: [sceneID], responseSchema: "SceneValues", errorStatuses: [404]),
    APIOperation(
      id: .state, method: .get, path: "/api/state",
      summary: "Every root value by scene id.", responseSchema: "Snapshot"),
    APIOperation(
      id: .binding, method: .get, path: "/api/bindings/{id}",
      summary: "One binding: a scene's, or one of a lab binding's (`lab-1.chain`, `lab-1.closure`, ...).",
      parameters: [bindingID], responseSchema: "AnyBindingInfo", errorStatuses: [404]),
    APIOperation(
      id: .write, method: .post, path: "/api/bindings/{id}",
      summary: "Writes a value through the binding, optionally inside an ambient transaction.",
      parameters: [bindingID], requestSchema: "WriteRequest", responseSchema: "WriteRecord",
      errorStatuses: [404, 422]),
    APIOperation(
      id: .transactions, method: .get, path: "/api/transactions",
      summary: """
        Logged entries after `since`, oldest first: writes, resets and restores, numbered in one \
        gapless sequence. The log keeps the newest 10,000 entries and 16 MiB; a page carries at \
        most 2 MiB of entries, and says `truncated` when that cut it short (ask again with \
        `since` set to its last entry's sequence).
        """,
      parameters: [
        parameter("since", in: "query", "Return entries with a larger sequence; default 0.",
                  schema: ["type": "integer", "minimum": 0, "maximum": .integer(Int.max)]),
        parameter("limit", in: "query", "At most this many entries; default 100, at most 1000.",
                  schema: ["type": "integer", "minimum": 0, "maximum": 1000]),
      ],
      responseSchema: "TransactionPage", errorStatuses: [400]),
    APIOperation(
      id: .events, method: .get, path: "/api/events",
      summary: """
        Server-Sent Events: `snapshot` on connect, then `commit`, `reset` and `restore` (id = \
        sequence; the data is the entry the log holds), `render`, `lesson` (a Presentation) and \
        `lab` (a lab binding created or deleted).
        """,
      responseMediaType: "text/event-stream"),
    APIOperation(
      id: .render, method: .post, path: "/api/render",
      summary: "Renders every scene again and compares each binding's identity with the previous render.",
      requestSchema: "RenderRequest", responseSchema: "RenderReport", errorStatuses: [422]),
    APIOperation(
      id: .reset, method: .post, path: "/api/reset",
      summary: """
        Restores the initial roots of every scene, or of the scenes named; logged as one entry \
        (a ResetRecord) in the sequence, the log before it kept.
        """,
      requestSchema: "ResetRequest", responseSchema: "ResetRecord", errorStatuses: [422]),
    APIOperation(
      id: .openAPI, method: .get, path: "/api/openapi.json",
      summary: "This document.", responseSchema: "OpenAPIDocument"),
  ] + teaching + lab

  private static let bindingID = parameter(
    "id", in: "path", "A binding id such as progress.mapped, or a lab binding's such as lab-1.chain.", schema: Schema.string)
  private static let sceneID = parameter("id", in: "path", "A scene id such as progress.", schema: Schema.string)
}
