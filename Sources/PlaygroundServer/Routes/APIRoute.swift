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
struct APIRoute: Sendable {
  /// What answers a request: the app's state and the request in, the answer's JSON text out,
  /// or a ``PlaygroundError`` that becomes the server's one error body. A handler parses the
  /// request, calls the journal (or the lessons), and shapes the answer.
  typealias Handler = @Sendable (PlaygroundApp, Request) throws(PlaygroundError) -> [UInt8]

  /// What the route leads to.
  enum Answer: Sendable {
    /// A JSON answer made by a handler.
    case json(Handler)
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
  var answer: Answer
}

extension APIRoute {
  /// Every route of the playground API, resource by resource; the router and the OpenAPI
  /// document are both built from this list.
  static let all: [APIRoute] = service + scenes + bindings + log + roots + lessons + lab + costs

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
    if method != .get { members.append(("security", OpenAPIDocument.presenterSecurity)) }
    return .object(members)
  }

  private var responses: [(key: String, value: JSONValue)] {
    let content: JSONValue = responseSchema.map { ["schema": Schema.ref($0)] } ?? ["schema": Schema.string]
    let mediaType = if case .events = answer { "text/event-stream" } else { "application/json" }
    let success: JSONValue = ["description": "Success", "content": .object([(mediaType, content)])]
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
    413: "Body too large, or a value (or restored root) longer than the playground keeps: 8 KiB as JSON by default",
    415: "Content-Type is not application/json",
    422: """
    Well-formed JSON the operation refuses: a rejected value (wrong type, non-finite number, or \
    a failable conversion; see `rejection`), a write through a read-only lab binding, a lab \
    definition the lab cannot build (the message names the step and the valid choices), \
    anything but {} for render, an unknown scene, an entry no longer (or not yet) in the log, a \
    document that is not a playable lesson, or a lesson step out of range
    """,
  ]

  /// A required path or optional query parameter.
  static func parameter(_ name: String, in location: String, _ description: String, schema: JSONValue) -> JSONValue {
    [
      "name": .string(name), "in": .string(location), "required": .bool(location == "path"),
      "description": .string(description), "schema": schema,
    ]
  }
}
