/// Headers the server adds to every response it sends, built once per server.
struct SecurityHeaders: Sendable {
  /// Only same-origin resources; no framing, no plugins, no foreign form targets.
  static let defaultContentSecurityPolicy =
    "default-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

  private let always: HTTPHeaders
  private let withNoStore: HTTPHeaders

  init(contentSecurityPolicy: String) {
    always = [
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": contentSecurityPolicy,
      "Referrer-Policy": "no-referrer",
    ]
    var withNoStore = always
    withNoStore.add("Cache-Control", "no-store")
    self.withNoStore = withNoStore
  }

  /// The fields to send besides the response's own `headers`: the security headers, and
  /// `Cache-Control: no-store` unless the response set its own caching policy (static files
  /// revalidate by `ETag` instead). Handlers should not set the security headers themselves.
  /// Built when the server starts, so answering a request converts nothing here.
  func fields(besides headers: HTTPHeaders) -> HTTPHeaders {
    headers.contains(named: "Cache-Control") ? always : withNoStore
  }
}
