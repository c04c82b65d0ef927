import JSON
import Playground

/// One endpoint of the playground API, as documented and as routed.
///
/// The router is built from ``PlaygroundAPI/operations`` and the OpenAPI document's `paths` are
/// generated from the same list, so the two cannot drift apart silently; a test still compares the
/// router's own route table with the document.
struct APIOperation: Sendable {
  /// The HTTP method.
  enum Method: String, Sendable { case get = "GET", post = "POST", delete = "DELETE" }

  /// Which operation it is; its raw value is the OpenAPI `operationId`.
  enum ID: String, Sendable {
    case health, session, listScenes, sceneValues, state, binding, write, transactions, events, render, reset, openAPI
    case restore, listLessons, lesson, addLesson, presentation, present
    case labCatalogue, labBindings, labCreate, labBinding, labDelete, labCompare
  }

  var id: ID
  var method: Method
  /// The path in OpenAPI form, parameters as `{name}`.
  var path: String
  var summary: String
  var parameters: [JSONValue] = []
  /// The request body's schema name, for operations that take JSON.
  var requestSchema: String?
  /// The success (200) schema name (nil for the event stream) and media type.
  var responseSchema: String?
  var responseMediaType = "application/json"
  /// Error statuses beyond those every operation can answer.
  var errorStatuses: [Int] = []
  /// Named request examples (OpenAPI `examples`), for operations that take JSON.
  var requestExamples: JSONValue?
}

extension APIOperation {
  /// The path in the router's form, parameters as `:name`.
  var routerPath: String {
    path.split(separator: "/", omittingEmptySubsequences: false).map { segment in
      segment.hasPrefix("{") && segment.hasSuffix("}") ? ":" + segment.dropFirst().dropLast() : segment
    }.joined(separator: "/")
  }

  /// The `paths` entry of this operation.
  var document: JSONValue {
    var members: [(key: String, value: JSONValue)] = [
      ("operationId", .string(id.rawValue)), ("summary", .string(summary)),
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
    let success: JSONValue = ["description": "Success", "content": .object([(responseMediaType, content)])]
    let writeErrors = requestSchema == nil ? [] : [400, 403, 413, 415]
    let statuses = Set(errorStatuses + writeErrors + [405]).sorted()
    return [("200", success)] + statuses.map { status in
      (String(status), [
        "description": .string(Self.errorDescriptions[status] ?? "Error"),
        "content": ["application/json": ["schema": Schema.ref("Error")]],
      ])
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
    ["name": .string(name), "in": .string(location), "required": .bool(location == "path"),
     "description": .string(description), "schema": schema]
  }
}
