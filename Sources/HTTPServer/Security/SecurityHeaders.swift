/// Headers the server adds to every response it sends.
enum SecurityHeaders {
  /// Only same-origin resources; no framing, no plugins, no foreign form targets.
  static let defaultContentSecurityPolicy =
    "default-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

  /// Adds the security headers, and `Cache-Control: no-store` unless the response set its own
  /// caching policy (static files revalidate by `ETag` instead).
  static func apply(to headers: inout HTTPHeaders, contentSecurityPolicy: String) {
    headers["X-Content-Type-Options"] = "nosniff"
    headers["Content-Security-Policy"] = contentSecurityPolicy
    headers["Referrer-Policy"] = "no-referrer"
    if headers["Cache-Control"] == nil { headers["Cache-Control"] = "no-store" }
  }
}
