extension APIOperation {
  /// Every endpoint of the playground, in the order the README presents them.
  static let all: [APIOperation] = [
    APIOperation(
      method: .get, path: "/healthz", operationID: "health",
      summary: "Liveness, the latest sequence and the number of event-stream subscribers.",
      responseSchema: "Health"),
    APIOperation(
      method: .get, path: "/api/scenes", operationID: "listScenes",
      summary: "Every scene with its root and its bindings (expression, kind, value, identity, control).",
      responseSchema: "SceneList"),
    APIOperation(
      method: .get, path: "/api/state", operationID: "state",
      summary: "Every root value by scene id.", responseSchema: "Snapshot"),
    APIOperation(
      method: .get, path: "/api/bindings/{id}", operationID: "binding",
      summary: "One binding.", parameters: [bindingID], responseSchema: "BindingInfo", errorStatuses: [404]),
    APIOperation(
      method: .post, path: "/api/bindings/{id}", operationID: "write",
      summary: "Writes a value through the binding, optionally inside an ambient transaction.",
      parameters: [bindingID], requestSchema: "WriteRequest", responseSchema: "WriteRecord",
      errorStatuses: [404, 422]),
    APIOperation(
      method: .get, path: "/api/transactions", operationID: "transactions",
      summary: "Logged writes after `since`, oldest first (the log keeps the newest 10,000).",
      parameters: [
        parameter("since", in: "query", "Return entries with a larger sequence; default 0.",
                  schema: ["type": "integer", "minimum": 0]),
        parameter("limit", in: "query", "At most this many entries; default 100, at most 1000.",
                  schema: ["type": "integer", "minimum": 0, "maximum": 1000]),
      ],
      responseSchema: "TransactionPage", errorStatuses: [400]),
    APIOperation(
      method: .get, path: "/api/events", operationID: "events",
      summary: "Server-Sent Events: `snapshot` on connect, then `commit` (id = sequence), `reset` and `render`.",
      responseMediaType: "text/event-stream"),
    APIOperation(
      method: .post, path: "/api/render", operationID: "render",
      summary: "Renders every scene again and compares each binding's identity with the previous render.",
      requestSchema: "RenderRequest", responseSchema: "RenderReport"),
    APIOperation(
      method: .post, path: "/api/reset", operationID: "reset",
      summary: "Restores every root's initial value; the sequence keeps counting and the log is kept.",
      requestSchema: "RenderRequest", responseSchema: "Snapshot"),
    APIOperation(
      method: .get, path: "/api/openapi.json", operationID: "openAPI",
      summary: "This document.", responseSchema: "OpenAPIDocument"),
  ]

  private static let bindingID = parameter(
    "id", in: "path", "A binding id such as progress.mapped.", schema: Schema.string)
}
