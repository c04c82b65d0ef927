import JSON

/// One endpoint of the playground API, as documented and as routed.
///
/// The router is built from ``PlaygroundAPI/operations`` and the OpenAPI document's `paths` are
/// generated from the same list, so the two cannot drift apart silently; a test still compares the
/// router's own route table with the document.
struct APIOperation: Sendable {
  /// The HTTP method.
  enum Method: String, Sendable { case get = "GET", post = "POST" }

  /// What the operation does; its raw value is the OpenAPI `operationId`.
  enum Endpoint: String, Sendable {
    case health, session, listScenes, sceneValues, state, binding, write, transactions, events, render, reset, openAPI
  }

  var endpoint: Endpoint
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
      ("operationId", .string(endpoint.rawValue)), ("summary", .string(summary)),
    ]
    if !parameters.isEmpty { members.append(("parameters", .array(parameters))) }
    if let requestSchema {
      members.append(("requestBody", ["required": true, "content": ["application/json": ["schema": Schema.ref(requestSchema)]]]))
    }
    members.append(("responses", .object(responses)))
    if requestSchema != nil { members.append(("security", OpenAPIDocument.presenterSecurity)) }
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
    404: "Unknown binding or scene",
    405: "Method not allowed",
    413: "Body too large",
    415: "Content-Type is not application/json",
    422: "Well-formed JSON the operation refuses: a rejected value (wrong type, non-finite number, or a failable conversion; see `rejection`), or anything but {} for render and reset",
  ]

  /// A required path or optional query parameter.
  static func parameter(_ name: String, in location: String, _ description: String, schema: JSONValue) -> JSONValue {
    ["name": .string(name), "in": .string(location), "required": .bool(location == "path"),
     "description": .string(description), "schema": schema]
  }
}
