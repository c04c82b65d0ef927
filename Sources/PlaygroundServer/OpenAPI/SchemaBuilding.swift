import JSON

// Small builders so the schemas read like the contract instead of nested dictionary noise.
// They stay with the playground's OpenAPI document, their only user: they cover the few shapes
// this contract uses, not OpenAPI in general.

/// JSON Schema (2020-12, as used by OpenAPI 3.1) fragments.
@available(SwiftStdlib 6.2, *)
enum Schema {
  static let string: JSONValue = ["type": "string"]
  static let integer: JSONValue = ["type": "integer"]
  static let number: JSONValue = ["type": "number"]
  static let boolean: JSONValue = ["type": "boolean"]
  /// A non-negative number of seconds.
  static let seconds: JSONValue = ["type": "number", "minimum": 0]
  /// Any JSON value (the empty schema).
  static let anyValue: JSONValue = [
    "description": """
    Any JSON value: the binding's or root's value type decides. A Float or Double value is a \
    number, or when it is not finite one of the strings "inf", "-inf" and "nan" \
    (FloatingPointValue).
    """
  ]
  /// A `Float` or `Double` value: a number, or the string Swift prints for a non-finite one.
  static let floatingPointValue: JSONValue = [
    "description": """
    A Float or Double value: a number, or when it is not finite (a Float root can overflow to \
    infinity through a closure-built binding) the string Swift prints for it. Writes accept \
    the three strings too, so a recorded value can be written again; NaN, Infinity and \
    numbers beyond Double's range are refused.
    """,
    "anyOf": [["type": "number"], ["type": "string", "enum": ["inf", "-inf", "nan"]]],
  ]

  /// A reference to `#/components/schemas/<name>`.
  static func ref(_ name: String) -> JSONValue {
    ["$ref": .string(OpenAPIDocument.schemaPrefix + name)]
  }

  /// `schema` or `null`.
  static func nullable(_ schema: JSONValue) -> JSONValue {
    ["anyOf": [schema, ["type": "null"]]]
  }

  static func array(of items: JSONValue) -> JSONValue {
    ["type": "array", "items": items]
  }

  static func oneOf(_ values: [String]) -> JSONValue {
    ["type": "string", "enum": .array(values.map(JSONValue.string))]
  }

  /// An object whose properties are all required except those named in `optional`; a `closed`
  /// object (a request body the server reads strictly) admits no other members.
  static func object(
    _ properties: KeyValuePairs<String, JSONValue>, optional: Set<String> = [], closed: Bool = false,
    description: String? = nil
  ) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = [("type", "object")]
    if let description { members.append(("description", .string(description))) }
    members.append(("properties", .object(properties.map { (key: $0.key, value: $0.value) })))
    let required = properties.map(\.key).filter { !optional.contains($0) }
    members.append(("required", .array(required.map(JSONValue.string))))
    if closed { members.append(("additionalProperties", false)) }
    return .object(members)
  }
}
