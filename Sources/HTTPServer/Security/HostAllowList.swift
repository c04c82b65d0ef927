import Foundation

/// The `Host` header values a server answers; everything else gets `421` (DNS rebinding guard).
///
/// By default a server allows the loopback names with its port (`127.0.0.1:<port>`,
/// `localhost:<port>`, `[::1]:<port>`) and, when bound to a specific non-loopback address, that
/// address with its port. ``Configuration/extraAllowedHosts`` adds names: an entry with a port
/// must match exactly, an entry without one matches that name with the server's port.
@available(SwiftStdlib 6.2, *)
struct HostAllowList: Sendable {
  /// A handful of entries: comparing each costs less than hashing the request's `Host`.
  private let allowed: [String]

  init(boundHost: String, port: Int, extra: Set<String>) {
    var names: Set<String> = ["127.0.0.1", "localhost", "[::1]"]
    if !Self.isWildcard(boundHost) { names.insert(Self.bracketed(boundHost)) }
    var allowed = Set<String>()
    for name in names.union(extra.filter { !Self.hasPort($0) }) {
      allowed.insert("\(name.lowercased()):\(port)")
    }
    allowed.formUnion(extra.filter(Self.hasPort).map { $0.lowercased() })
    self.allowed = Array(allowed)
  }

  /// Whether a request carrying `host` (or none) is for this server.
  func allows(_ host: String?) -> Bool {
    guard let host else { return false }
    // Browsers send lower case; lowering (an allocation) is only needed for odd clients.
    return allowed.contains(host) || allowed.contains(host.lowercased())
  }

  private static func isWildcard(_ host: String) -> Bool { host == "0.0.0.0" || host == "::" }

  private static func bracketed(_ host: String) -> String { host.contains(":") ? "[\(host)]" : host }

  private static func hasPort(_ entry: String) -> Bool {
    guard let colon = entry.lastIndex(of: ":") else { return false }
    return !entry[colon...].contains("]")
  }
}
