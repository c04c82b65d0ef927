/// Headers the server adds to every response it sends, built once per server.
struct SecurityHeaders: Sendable {
  /// Only same-origin resources; no framing, no plugins, no foreign form targets.
  static let defaultContentSecurityPolicy =
    "default-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

  private let always: CStringFields
  private let withNoStore: CStringFields

  init(contentSecurityPolicy: String) {
    let always = [
      ("X-Content-Type-Options", "nosniff"),
      ("Content-Security-Policy", contentSecurityPolicy),
      ("Referrer-Policy", "no-referrer"),
    ]
    self.always = CStringFields(always)
    withNoStore = CStringFields(always + [("Cache-Control", "no-store")])
  }

  /// Adds the fields to send besides the response's own `headers`: the security headers, and
  /// `Cache-Control: no-store` unless the response set its own caching policy (static files
  /// revalidate by `ETag` instead). Handlers should not set the security headers themselves.
  /// The fields are stored as C strings when the server starts, so answering a request
  /// allocates and converts nothing here; adding them in place, not returning a copy, spares
  /// retaining and releasing their two arrays.
  func add(besides headers: HTTPHeaders, to response: OpaquePointer) {
    if headers.contains(where: { $0.name.caseInsensitiveEquals("Cache-Control") }) {
      always.add(to: response)
    } else {
      withNoStore.add(to: response)
    }
  }
}
