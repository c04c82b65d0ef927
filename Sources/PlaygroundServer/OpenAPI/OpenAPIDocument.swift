import JSON

/// The OpenAPI 3.1 description of the playground API, served at `GET /api/openapi.json`.
@available(SwiftStdlib 6.2, *)
enum OpenAPIDocument {
  static let schemaPrefix = "#/components/schemas/"

  /// The whole document.
  static let json: JSONValue = [
    "openapi": "3.1.0",
    "info": [
      "title": "Binding playground",
      "version": "1.0.0",
      "description": """
      Writes values through SwiftUI-style bindings built with KeyPathMapping and with \
      Binding(get:set:), and reports what each write kept: the transaction (animation), the \
      identity, the hooks fired and the round trip. Errors are {"error": {"message", "status"}}.
      """,
    ],
    "paths": paths,
    "components": ["schemas": schemas, "securitySchemes": securitySchemes],
  ]

  /// The document as the route serves it, serialized once.
  static let text = json.serializedBytes()

  /// Operations grouped by path, in first-seen order.
  private static var paths: JSONValue {
    var grouped: [(key: String, value: JSONValue)] = []
    for route in APIRoute.all {
      let entry = (key: route.method.name.lowercased(), value: route.document)
      if let index = grouped.firstIndex(where: { $0.key == route.path }),
        case .object(let methods) = grouped[index].value
      {
        grouped[index].value = .object(methods + [entry])
      } else {
        grouped.append((key: route.path, value: .object([entry])))
      }
    }
    return .object(grouped)
  }

  private static var schemas: JSONValue {
    let own: [(key: String, value: JSONValue)] = [
      ("RenderRequest", ["type": "object", "additionalProperties": false, "description": "An empty object."]),
      ("OpenAPIDocument", ["type": "object", "description": "An OpenAPI 3.1 document."]),
    ]
    let all =
      own
      + (resourceSchemas.map { $0 } + writeSchemas.map { $0 } + sharingSchemas.map { $0 }
      + teachingSchemas.map { $0 } + labSchemas.map { $0 } + costsSchemas.map { $0 }).map { (key: $0.0, value: $0.1) }
    return .object(all)
  }
}
