/// Headers the server adds to every response it sends, built once per server.
struct SecurityHeaders: Sendable {
  /// Only same-origin resources; no framing, no plugins, no foreign form targets.
  static let defaultContentSecurityPolicy =
    "default-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

  private let always: ResponseHeaderBlock
  private let withNoStore: ResponseHeaderBlock

  init(contentSecurityPolicy: String) {
    let always: HTTPHeaders = [
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": contentSecurityPolicy,
      "Referrer-Policy": "no-referrer",
    ]
    var withNoStore = always
    withNoStore.add("Cache-Control", "no-store")
    self.always = ResponseHeaderBlock(always)
    self.withNoStore = ResponseHeaderBlock(withNoStore)
  }

  /// Adds the security headers to a response whose own fields are `headers`, and
  /// `Cache-Control: no-store` unless the response set its own caching policy (static files
  /// revalidate by `ETag` instead). Handlers should not set the security headers themselves.
  func add(besides headers: HTTPHeaders, to response: OpaquePointer) {
    if headers.contains(named: "Cache-Control") {
      always.add(to: response)
    } else {
      withNoStore.add(to: response)
    }
  }
}
