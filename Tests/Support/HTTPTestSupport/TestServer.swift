public import HTTPServer

/// Starting servers for tests: loopback, a free port, stopped when the body returns.
@available(SwiftStdlib 6.2, *)
public enum TestServer {
  /// Starts a server on `127.0.0.1` and an ephemeral port, runs `body`, then stops it.
  ///
  /// ```swift
  /// try TestServer.with(router) { server in
  ///   let client = try HTTPClient(port: server.port)
  ///   #expect(try client.request("GET", "/api/health").status == 200)
  /// }
  /// ```
  /// - Parameters:
  ///   - router: The routes.
  ///   - configuration: The configuration; host and port are forced to loopback and `0`.
  ///   - body: Runs while the server serves.
  /// - Returns: What `body` returns.
  public static func with<Result>(
    _ router: Router, configuration: Configuration = Configuration(), _ body: (Server) throws -> Result
  ) throws -> Result {
    var configuration = configuration
    configuration.host = "127.0.0.1"
    configuration.port = 0
    let server = try Server.start(router: router, configuration: configuration)
    defer { server.stop() }
    return try body(server)
  }
}
