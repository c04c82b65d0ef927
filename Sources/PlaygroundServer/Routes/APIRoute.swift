import HTTPServer
import JSON
import Playground

/// One operation of the playground API: how the OpenAPI document describes it, and what answers
/// it.
///
/// A resource's routes sit together in one file (``APIRoute/bindings``, ``APIRoute/lab``, ...):
/// each route's path, description and handler side by side. ``PlaygroundApp/makeRouter(publicDirectory:)``
/// registers ``APIRoute/all`` and the OpenAPI document's `paths` are generated from the same
/// list, so the two cannot drift apart silently; a test still compares the router's own route
/// table with the document.
@available(SwiftStdlib 6.2, *)
struct APIRoute: Sendable {
  /// What answers a request: the app's state and the request in, the answer's JSON text out,
  /// or a ``PlaygroundError`` that becomes the server's one error body. A handler parses the
  /// request, calls the journal (or the lessons), and shapes the answer.
  typealias Handler = @Sendable (PlaygroundApp, Request) throws(PlaygroundError) -> [UInt8]

  /// What answers a request whose answer may have to wait (a write that runs in a child
  /// process): like a ``Handler``, but the answer may be work that makes the JSON text later.
  typealias WaitingHandler = @Sendable (PlaygroundApp, Request) throws(PlaygroundError) -> JSONAnswer

  /// JSON text now, or work that makes it and may wait, which the server runs off its worker
  /// threads (``HTTPServer/Reply/later(_:)``).
  enum JSONAnswer: Sendable {
    case now([UInt8])
    case later(@Sendable () throws(PlaygroundError) -> [UInt8])
  }

  /// What answers an export: the app's state and the request in, the Swift Testing file out,
  /// sent as a download.
  typealias ExportHandler = @Sendable (PlaygroundApp, Request) throws(PlaygroundError) -> SwiftTestFile

  /// What the route leads to.
  enum Answer: Sendable {
    /// A JSON answer made by a handler.
    case json(Handler)
    /// A JSON answer made by a handler now, or later by work that may wait.
    case jsonNowOrLater(WaitingHandler)
    /// A Swift Testing file (`text/x-swift`) made by a handler, sent as an attachment.
    case swiftTest(ExportHandler)
    /// The app's event stream, which the router serves itself.
    case events
  }

  /// The OpenAPI `operationId`.
  var id: String
  var method: HTTPMethod
  /// The path in OpenAPI form, parameters as `{name}`.
  var path: String
  var summary: String
  var parameters: [JSONValue] = []
  /// The request body's schema name, for operations that take JSON.
  var requestSchema: String?
  /// Named request examples (OpenAPI `examples`), for operations that take JSON.
  var requestExamples: JSONValue?
  /// The success (200) schema name; nil for the event stream.
  var responseSchema: String?
  /// Error statuses beyond those every operation can answer.
  var errorStatuses: [Int] = []
  /// Whether a `POST` changes nothing (it computes its answer from its body alone), so that in
  /// share mode a viewer may send it without the presenter's token, like a `GET`. Only for a
  /// path without parameters: the router exempts the path compared whole.
  var changesNothing = false
  var answer: Answer

  /// Whether share mode asks for the presenter's token: every method but `GET`, unless the
  /// operation ``changesNothing``.
  var needsPresenterToken: Bool { method != .get && !changesNothing }
}

@available(SwiftStdlib 6.2, *)
extension APIRoute {
  /// Every route of the playground API, resource by resource; the router and the OpenAPI
  /// document are both built from this list.
  static let all: [APIRoute] = service + scenes + bindings + log + roots + lessons + lab + export + costs

  /// The path in the router's form, parameters as `:name`.
  var routerPath: String {
    path.split(separator: "/", omittingEmptySubsequences: false).map { segment in
      segment.hasPrefix("{") && segment.hasSuffix("}") ? ":" + segment.dropFirst().dropLast() : segment
    }.joined(separator: "/")
  }

  /// The `paths` entry of this operation.
  var document: JSONValue {
    var members: [(key: String, value: JSONValue)] = [
      ("operationId", .string(id)), ("summary", .string(summary)),
    ]
    if !parameters.isEmpty { members.append(("parameters", .array(parameters))) }
    if let requestSchema {
      var media: [(key: String, value: JSONValue)] = [("schema", Schema.ref(requestSchema))]
      if let requestExamples { media.append(("examples", requestExamples)) }
      members.append(("requestBody", ["required": true, "content": ["application/json": .object(media)]]))
    }
    members.append(("responses", .object(responses)))
    if needsPresenterToken { members.append(("security", OpenAPIDocument.presenterSecurity)) }
    return .object(members)
  }

  private var responses: [(key: String, value: JSONValue)] {
    let content: JSONValue = responseSchema.map { ["schema": Schema.ref($0)] } ?? ["schema": Schema.string]
    let success: JSONValue
    switch answer {
    case .json, .jsonNowOrLater: success = ["description": "Success", "content": ["application/json": content]]
    case .events: success = ["description": "Success", "content": ["text/event-stream": content]]
    case .swiftTest:
      success = [
        "description": "A Swift Testing file, as an attachment named after its suite",
        "headers": [
          "Content-Disposition": [
            "description": #"attachment; filename="<Suite>.swift""#, "schema": Schema.string,
          ]
        ],
        "content": .object([(SwiftTestFile.contentType, content)]),
      ]
    }
    let writeErrors = requestSchema == nil ? [] : [400, 403, 413, 415]
    let statuses = Set(errorStatuses + writeErrors + [405]).sorted()
    return [("200", success)]
      + statuses.map { status in
        (
          String(status),
          [
            "description": .string(Self.errorDescriptions[status] ?? "Error"),
            "content": ["application/json": ["schema": Schema.ref("Error")]],
          ]
        )
      }
  }

  private static let errorDescriptions: [Int: String] = [
    400: "Malformed JSON or query",
    403: "Cross-origin request, or in share mode a missing or wrong presenter token",
    404: "Unknown binding, scene, lab binding or lesson",
    405: "Method not allowed",
    409: "A lesson the server started with has this id",
    413:
      "Body too large, or a value (or restored root) longer than the playground keeps: \(LimitText.bytes(PlaygroundLimits.defaultValueBytes)) as JSON by default",
    415: "Content-Type is not application/json",
    429: "Too many writes that would trap in the last minute (`--trap-rate-limit`); Retry-After says when to try again",
    503:
      "A child process is already running a write that would trap (one at a time); Retry-After says when to try again",
    504: "The child process running a write that would trap passed the time limit (`--trap-time-limit`) and was killed",
    422: """
    Well-formed JSON the operation refuses: a rejected value (wrong type, non-finite number, or \
    a failable conversion; see `rejection`), a write through a read-only lab binding, a lab \
    definition the lab cannot build (the message names the step and the valid choices), \
    anything but {} for render, an unknown scene, an entry no longer (or not yet) in the log, a \
    document that is not a playable lesson, or a lesson step out of range
    """,
  ]

  /// Named request examples (OpenAPI `examples`) of a `POST` to `target`, each described by the
  /// curl command that sends it, so a reader can paste it.
  ///
  /// - Parameters:
  ///   - target: The URL as the shell reads it, such as `http://127.0.0.1:8080/api/lab/bindings`.
  ///   - examples: Each example's name, summary and body.
  static func curlExamples(
    posting target: String, _ examples: [(name: String, summary: String, value: JSONValue)]
  ) -> JSONValue {
    curlExamples(examples.map { (target, $0.name, $0.summary, $0.value) })
  }

  /// Named request examples of `POST`s to a path with parameters, each example to its own
  /// `target` (such as `http://127.0.0.1:8080/api/bindings/lateWrite.rebuilt`).
  static func curlExamples(
    _ examples: [(target: String, name: String, summary: String, value: JSONValue)]
  ) -> JSONValue {
    .object(
      examples.map { example in
        let curl =
          "curl -s -X POST \(example.target) -H 'Content-Type: application/json' -d '\(example.value.serialized())'"
        return (
          key: example.name,
          value: ["summary": .string(example.summary), "description": .string(curl), "value": example.value]
        )
      })
  }

  /// A path parameter, always required, or a query parameter, optional unless `required`.
  static func parameter(
    _ name: String, in location: String, _ description: String, schema: JSONValue, required: Bool = false
  ) -> JSONValue {
    [
      "name": .string(name), "in": .string(location), "required": .bool(required || location == "path"),
      "description": .string(description), "schema": schema,
    ]
  }
}
