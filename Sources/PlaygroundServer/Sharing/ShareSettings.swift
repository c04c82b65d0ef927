public import HTTPServer

/// What presenting to a room adds to a playground server: the presenter's token, the names
/// viewers may use, and limits sized for a room.
///
/// ```swift
/// let sharing = ShareSettings(publicHosts: ["class.example"])
/// var configuration = Configuration()
/// configuration.host = "0.0.0.0"
/// sharing.apply(to: &configuration)
/// let app = PlaygroundApp(presenterToken: sharing.token)
/// let server = try Server.start(router: app.makeRouter(), configuration: configuration)
/// print(sharing.banner(boundHost: "0.0.0.0", port: server.port))
/// // viewers:   http://192.168.1.20:8080/ ... presenter: http://127.0.0.1:8080/#token=…
/// ```
@available(SwiftStdlib 6.2, *)
public struct ShareSettings: Sendable {
  /// The per-launch secret that writes must present.
  public let token: BearerToken
  /// Extra `Host` names viewers may use (`name` or `name:port`).
  public var publicHosts: [String]
  /// The most connections from one address: a browser opens about six plus its event stream.
  public var perIPConnectionLimit = 32

  /// Creates settings with a fresh token.
  /// - Parameters:
  ///   - token: The presenter's token; a new random one by default.
  ///   - publicHosts: Extra names viewers may use.
  public init(token: BearerToken = .random(), publicHosts: [String] = []) {
    self.token = token
    self.publicHosts = publicHosts
  }

  /// The non-loopback addresses a server bound to `boundHost` answers on: every interface
  /// address for `0.0.0.0` (IPv4) and `::` (IPv4 and IPv6), else `boundHost` itself.
  /// - Parameter boundHost: The configured host.
  /// - Returns: Address literals without brackets.
  public static func servedAddresses(boundHost: String) -> [String] {
    switch boundHost {
    case "0.0.0.0": InterfaceAddresses.current(ipv4: true, ipv6: false)
    case "::", "[::]": InterfaceAddresses.current(ipv4: true, ipv6: true)
    default: PlaygroundOptions.isLoopback(boundHost) ? [] : [boundHost.trimmingCharacters(in: ["[", "]"])]
    }
  }

  /// Adds the served addresses and public hosts to the `Host` allow-list and limits the
  /// connections one address may hold (the room's total is the launcher's
  /// ``PlaygroundOptions/connectionLimit``). Call before ``HTTPServer/Server/start(router:configuration:)``.
  /// - Parameter configuration: The configuration to adjust; its `host` must already be set.
  public func apply(to configuration: inout Configuration) {
    let addresses = Self.servedAddresses(boundHost: configuration.host).map(Self.urlHost)
    configuration.extraAllowedHosts.formUnion(addresses + publicHosts)
    configuration.perIPConnectionLimit = perIPConnectionLimit
  }

  /// `[literal]` for IPv6, the literal otherwise: the form `Host` headers and URLs use.
  static func urlHost(_ literal: String) -> String {
    literal.contains(":") && !literal.hasPrefix("[") ? "[\(literal)]" : literal
  }
}
