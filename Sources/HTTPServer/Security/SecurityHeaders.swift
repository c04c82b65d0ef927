/// Headers the server adds to every response it sends.
enum SecurityHeaders {
  /// Only same-origin resources; no framing, no plugins, no foreign form targets.
  static let defaultContentSecurityPolicy =
    "default-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

  /// The fields to send besides the response's own: the security headers, and
  /// `Cache-Control: no-store` unless the response set its own caching policy (static files
  /// revalidate by `ETag` instead). Handlers should not set the security headers themselves.
  static func fields(for headers: HTTPHeaders, contentSecurityPolicy: String) -> [(name: String, value: String)] {
    var fields = [
      (name: "X-Content-Type-Options", value: "nosniff"),
      (name: "Content-Security-Policy", value: contentSecurityPolicy),
      (name: "Referrer-Policy", value: "no-referrer"),
    ]
    if !headers.contains(where: { $0.name.caseInsensitiveEquals("Cache-Control") }) {
      fields.append((name: "Cache-Control", value: "no-store"))
    }
    return fields
  }
}
