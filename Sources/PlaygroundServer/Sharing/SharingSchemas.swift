import JSON

// The OpenAPI side of share mode: the session answer and the presenter's bearer token.

@available(SwiftStdlib 6.2, *)
extension OpenAPIDocument {
  static var sharingSchemas: KeyValuePairs<String, JSONValue> {
    [
      "Session": Schema.object(
        [
          "share": [
            "type": "boolean", "description": "Shared with a room: state-changing requests need the presenter's token.",
          ],
          "canWrite": [
            "type": "boolean", "description": "This request may write: sharing is off, or it presented the token.",
          ],
        ])
    ]
  }

  /// No example value on purpose: the token is a per-launch secret printed only to the presenter.
  static let securitySchemes: JSONValue = [
    "presenterToken": [
      "type": "http", "scheme": "bearer",
      "description": """
      Share mode only (`keypath-playground --share`): the per-launch token from the presenter \
      URL's `#token=` fragment. Without sharing, no token is needed.
      """,
    ]
  ]

  /// A state-changing operation accepts the token, or nothing when the playground is not shared.
  static let presenterSecurity: JSONValue = [["presenterToken": []], [:]]
}
