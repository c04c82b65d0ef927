import Foundation

/// The `Host` header values a server answers; everything else gets `421` (DNS rebinding guard).
///
/// By default a server allows the loopback names with its port (`127.0.0.1:<port>`,
/// `localhost:<port>`, `[::1]:<port>`) and, when bound to a specific non-loopback address, that
/// address with its port. ``Configuration/extraAllowedHosts`` adds names: an entry with a port
/// must match exactly, an entry without one matches that name with the server's port.
struct HostAllowList: Sendable {
  /// A handful of entries: comparing each costs less than hashing the request's `Host`.
  private let allowed: [String]
  /// The entries' UTF-8 bytes, in the same order.
  private let allowedBytes: [[UInt8]]

  init(boundHost: String, port: Int, extra: Set<String>) {
    var names: Set<String> = ["127.0.0.1", "localhost", "[::1]"]
    if !Self.isWildcard(boundHost) { names.insert(Self.bracketed(boundHost)) }
    var allowed = Set<String>()
    for name in names.union(extra.filter { !Self.hasPort($0) }) {
      allowed.insert("\(name.lowercased()):\(port)")
    }
    allowed.formUnion(extra.filter(Self.hasPort).map { $0.lowercased() })
    self.allowed = Array(allowed)
    allowedBytes = self.allowed.map { Array($0.utf8) }
  }

  /// ``allows(_:)`` for a `Host` value's bytes as received.
  ///
  /// An entry's exact bytes are that entry, so the usual request is answered without decoding
  /// its `Host` (~0.17k instructions in callgrind); any other value is decoded and compared as
  /// a string, as before.
  func allows(_ host: UnsafeBufferPointer<UInt8>?) -> Bool {
    guard let host else { return false }
    // Entries are never empty (each has a port), so both buffers have addresses here.
    let exact = allowedBytes.contains { entry in
      entry.count == host.count
        && entry.withUnsafeBufferPointer { memcmp($0.baseAddress!, host.baseAddress!, host.count) == 0 }
    }
    return exact || allows(String(decoding: host, as: UTF8.self))
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
