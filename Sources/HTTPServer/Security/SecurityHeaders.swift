/// Headers the server adds to every response it sends, built once per server.
struct SecurityHeaders: Sendable {
  /// Only same-origin resources; no framing, no plugins, no foreign form targets.
  static let defaultContentSecurityPolicy =
    "default-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

  private let always: [(name: String, value: String)]
  private let withNoStore: [(name: String, value: String)]

  init(contentSecurityPolicy: String) {
    always = [
      ("X-Content-Type-Options", "nosniff"),
      ("Content-Security-Policy", contentSecurityPolicy),
      ("Referrer-Policy", "no-referrer"),
    ]
    withNoStore = always + [("Cache-Control", "no-store")]
  }

  /// The fields to send besides the response's own: the security headers, and
  /// `Cache-Control: no-store` unless the response set its own caching policy (static files
  /// revalidate by `ETag` instead). Handlers should not set the security headers themselves.
  /// Returns stored arrays, so answering a request allocates nothing here.
  func fields(for headers: HTTPHeaders) -> [(name: String, value: String)] {
    headers.contains { $0.name.caseInsensitiveEquals("Cache-Control") } ? always : withNoStore
  }
}
