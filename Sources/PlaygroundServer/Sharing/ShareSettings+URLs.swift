@available(SwiftStdlib 6.2, *)
extension ShareSettings {
  /// The addresses to give the room: one per served non-loopback address, then one per public
  /// host (a `name:port` entry keeps its own port).
  /// - Parameters:
  ///   - boundHost: The configured host.
  ///   - port: The port the server listens on.
  /// - Returns: `http://…/` URLs.
  public func viewerURLs(boundHost: String, port: Int) -> [String] {
    let addresses = Self.servedAddresses(boundHost: boundHost).map { "\(Self.urlHost($0)):\(port)" }
    let names = publicHosts.map { Self.hasPort($0) ? $0 : "\($0):\(port)" }
    return (addresses + names).map { "http://\($0)/" }
  }

  /// The presenter's own URL: loopback when the server listens on every interface, else the
  /// bound address; the token rides in the fragment, which browsers never send to a server (so
  /// it stays out of access logs and `Referer` headers).
  /// - Parameters:
  ///   - boundHost: The configured host.
  ///   - port: The port the server listens on.
  /// - Returns: `http://host:port/#token=…`.
  public func presenterURL(boundHost: String, port: Int) -> String {
    let host: String =
      switch boundHost {
      case "0.0.0.0": "127.0.0.1"
      case "::", "[::]": "[::1]"
      default: Self.urlHost(boundHost)
      }
    return "http://\(host):\(port)/#token=\(token.text)"
  }

  /// What `keypath-playground --share` prints: the viewer URLs and the presenter URL.
  /// - Parameters:
  ///   - boundHost: The configured host.
  ///   - port: The port the server listens on.
  /// - Returns: Lines ending with a newline.
  public func banner(boundHost: String, port: Int) -> String {
    let viewers = viewerURLs(boundHost: boundHost, port: port)
    var text = "Binding playground, shared read-only with the room; only the presenter can write.\n"
    for url in viewers { text += "  viewers:   \(url)\n" }
    if viewers.isEmpty && PlaygroundOptions.isLoopback(boundHost) {
      // The host was given, and it is loopback: viewers on this machine only.
      text +=
        "  viewers:   http://\(Self.urlHost(boundHost)):\(port)/ (this machine only: \(boundHost) is a loopback address;\n"
      text += "             for a room, give --host one of this machine's network addresses, or leave --host out)\n"
    } else if viewers.isEmpty {
      text += "  (no network address found: viewers need --host ADDRESS or --public-host NAME)\n"
    }
    text += "  presenter: \(presenterURL(boundHost: boundHost, port: port))\n"
    text += "  (open the presenter URL yourself before projecting; its token is new at every launch)\n"
    return text
  }

  static func hasPort(_ name: String) -> Bool {
    guard let colon = name.lastIndex(of: ":") else { return false }
    return !name[colon...].contains("]")
  }
}
