/// Headers the server adds to every response it sends, built once per server.
///
/// Every response refuses to be framed, twice: the policy's `frame-ancestors 'none'` for
/// browsers with Content Security Policy level 2, and `X-Frame-Options: DENY` for those
/// without. The exception is the embeddable pages (``Router/page(_:file:embeddable:exists:)``)
/// when ``Configuration/frameOrigins`` lists origins: those pages get the same policy with
/// `frame-ancestors 'self'` and the origins instead, and no `X-Frame-Options`.
///
/// `X-Frame-Options` cannot say "these origins": `DENY` and `SAMEORIGIN` would refuse the very
/// sites the operator listed in a browser that reads only that header, and `ALLOW-FROM` names
/// one origin and is ignored by current browsers. A browser that knows `frame-ancestors` ignores
/// `X-Frame-Options` when the policy has it, so the header only matters to older browsers;
/// for those, an embed page the operator chose to let sites frame stays frameable, while every
/// page not meant for a frame (`/`, `/lab.html`, the API) stays refused.
@available(SwiftStdlib 6.2, *)
struct SecurityHeaders: Sendable {
  /// Only same-origin resources; no framing, no plugins, no foreign form targets.
  static let defaultContentSecurityPolicy =
    "default-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

  /// The header blocks of one kind of page, with and without `Cache-Control: no-store`.
  private struct Blocks {
    let always: ResponseHeaderBlock
    let withNoStore: ResponseHeaderBlock

    /// - Parameters:
    ///   - contentSecurityPolicy: The policy, with its `frame-ancestors`.
    ///   - refusesEveryFrame: Whether to add `X-Frame-Options: DENY` (the policy refuses
    ///     every frame too).
    init(contentSecurityPolicy: String, refusesEveryFrame: Bool) {
      var always: HTTPHeaders = [
        "X-Content-Type-Options": "nosniff",
        "Content-Security-Policy": contentSecurityPolicy,
        "Referrer-Policy": "no-referrer",
      ]
      if refusesEveryFrame { always.add("X-Frame-Options", "DENY") }
      var withNoStore = always
      withNoStore.add("Cache-Control", "no-store")
      self.always = ResponseHeaderBlock(always)
      self.withNoStore = ResponseHeaderBlock(withNoStore)
    }
  }

  private let unframed: Blocks
  private let embeddable: Blocks

  init(contentSecurityPolicy: String, frameOrigins: [FrameOrigin] = []) {
    unframed = Blocks(contentSecurityPolicy: contentSecurityPolicy, refusesEveryFrame: true)
    // Without origins an embeddable page is refused like any other, by both headers.
    embeddable = Blocks(
      contentSecurityPolicy: Self.policy(contentSecurityPolicy, framedBy: frameOrigins),
      refusesEveryFrame: frameOrigins.isEmpty)
  }

  /// `policy` with its `frame-ancestors` directive replaced by `frame-ancestors 'self'` and
  /// `origins`; `policy` unchanged when there are none.
  static func policy(_ policy: String, framedBy origins: [FrameOrigin]) -> String {
    guard !origins.isEmpty else { return policy }
    let others = policy.split(separator: ";").map { $0.trimmingSpaces() }.filter { directive in
      let name = directive.prefix { $0 != " " && $0 != "\t" }
      return !directive.isEmpty && !String(name).caseInsensitiveEquals("frame-ancestors")
    }
    let ancestors = (["frame-ancestors", "'self'"] + origins.map(\.text)).joined(separator: " ")
    return (others + [ancestors]).joined(separator: "; ")
  }

  /// Adds the security headers to a response whose own fields are `headers`, and
  /// `Cache-Control: no-store` unless the response set its own caching policy (static files
  /// revalidate by `ETag` instead). Handlers should not set the security headers themselves.
  /// - Parameter isEmbeddable: Whether the response is an embeddable page, which the frame
  ///   origins may frame.
  func add(besides headers: HTTPHeaders, to response: OpaquePointer, isEmbeddable: Bool = false) {
    let blocks = isEmbeddable ? embeddable : unframed
    if headers.contains(named: "Cache-Control") {
      blocks.always.add(to: response)
    } else {
      blocks.withNoStore.add(to: response)
    }
  }
}
