import JSON

extension APIRoute {
  /// Named request examples (OpenAPI `examples`) for the operation at `path`, each described by
  /// the curl command that sends it, so a reader can paste it.
  ///
  /// - Parameters:
  ///   - path: The operation's path, as curl is to send it.
  ///   - examples: Each example's name, summary and request body.
  /// - Returns: The `examples` object.
  static func curlExamples(
    path: String, _ examples: [(name: String, summary: String, value: JSONValue)]
  ) -> JSONValue {
    .object(
      examples.map { example in
        let curl =
          "curl -s -X POST http://127.0.0.1:8080\(path) -H 'Content-Type: application/json' -d '\(example.value.serialized())'"
        return (
          key: example.name,
          value: ["summary": .string(example.summary), "description": .string(curl), "value": example.value]
        )
      })
  }
}
