import HTTPServer
import HTTPTestSupport
import Testing

@Suite("Security checks")
struct SecurityTests {
  @Test(arguments: ["evil.example:80", "127.0.0.1", "localhost:1", "attacker.test"])
  func foreignHostIs421(host: String) throws {
    try TestServer.with(makeTestRouter()) { server in
      let response = try HTTPClient(port: server.port).request("GET", "/api/health", headers: [("Host", host)])
      #expect(response.status == 421)
      #expect(response.errorBody?.status == 421)
    }
  }

  @Test func loopbackNamesWithThePortAreAllowed() throws {
    try TestServer.with(makeTestRouter()) { server in
      for host in [
        "127.0.0.1:\(server.port)", "localhost:\(server.port)", "[::1]:\(server.port)", "LOCALHOST:\(server.port)",
      ] {
        let response = try HTTPClient(port: server.port).request("GET", "/api/health", headers: [("Host", host)])
        #expect(response.status == 200, "Host: \(host)")
      }
    }
  }

  /// RFC 9112 asks for `400` when an HTTP/1.1 request has no `Host`; an HTTP/1.0 one cannot be
  /// checked against the allowed names either.
  @Test(arguments: ["HTTP/1.0", "HTTP/1.1"])
  func missingHostIs400(version: String) throws {
    try TestServer.with(makeTestRouter()) { server in
      let response = try HTTPClient(port: server.port).sendRaw(Array("GET /api/health \(version)\r\n\r\n".utf8))
      #expect(response.status == 400)
      #expect(response.errorBody == .init(status: 400, message: "missing Host header"))
    }
  }

  @Test func extraAllowedHostsAreAccepted() throws {
    var configuration = Configuration()
    configuration.extraAllowedHosts = ["playground.local", "exact.test:9"]
    try TestServer.with(makeTestRouter(), configuration: configuration) { server in
      let client = try HTTPClient(port: server.port)
      #expect(
        try client.request("GET", "/api/health", headers: [("Host", "playground.local:\(server.port)")]).status == 200)
      #expect(try client.request("GET", "/api/health", headers: [("Host", "exact.test:9")]).status == 200)
      #expect(
        try HTTPClient(port: server.port).request(
          "GET", "/api/health", headers: [("Host", "exact.test:\(server.port)")]
        ).status == 421)
    }
  }

  @Test(arguments: ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", nil])
  func stateChangeWithoutJSONIs415(contentType: String?) throws {
    try TestServer.with(makeTestRouter()) { server in
      var request = HTTPRequestMessage(
        method: "POST", path: "/api/greetings", body: Array(#"{"name":"a","count":1}"#.utf8))
      if let contentType { request.headers.append(("Content-Type", contentType)) }
      let response = try HTTPClient(port: server.port).request(request)
      #expect(response.status == 415)
      #expect(response.errorBody?.status == 415)
    }
  }

  @Test func jsonWithCharsetIsAccepted() throws {
    try TestServer.with(makeTestRouter()) { server in
      let request = HTTPRequestMessage(
        method: "POST", path: "/api/greetings", headers: [("Content-Type", "Application/JSON; charset=utf-8")],
        body: Array(#"{"name":"a","count":1}"#.utf8))
      let response = try HTTPClient(port: server.port).request(request)
      #expect(response.status == 201)
    }
  }

  @Test func crossOriginPostIs403() throws {
    try TestServer.with(makeTestRouter()) { server in
      let response = try HTTPClient(port: server.port).request(
        "POST", "/api/greetings", json: #"{"name":"a","count":1}"#, headers: [("Origin", "http://evil.example")])
      #expect(response.status == 403)
      #expect(response.errorBody?.status == 403)
    }
  }

  @Test func sameOriginPostIsAccepted() throws {
    try TestServer.with(makeTestRouter()) { server in
      let response = try HTTPClient(port: server.port).request(
        "POST", "/api/greetings", json: #"{"name":"a","count":1}"#,
        headers: [("Origin", "http://127.0.0.1:\(server.port)")])
      #expect(response.status == 201)
    }
  }

  @Test func checkHookRefusesStateChanges() throws {
    var router = makeTestRouter()
    router.check { request in
      guard request.headers["X-Token"] == "let-me-in" else { throw HTTPError.forbidden("token required") }
    }
    try TestServer.with(router) { server in
      let client = try HTTPClient(port: server.port)
      let refused = try client.request("POST", "/api/greetings", json: #"{"name":"a","count":1}"#)
      #expect(refused.status == 403)
      #expect(refused.errorBody == .init(status: 403, message: "token required"))
      let allowed = try client.request(
        "POST", "/api/greetings", json: #"{"name":"a","count":1}"#, headers: [("X-Token", "let-me-in")])
      #expect(allowed.status == 201)
      #expect(try client.request("GET", "/api/health").status == 200)
    }
  }

  @Test(arguments: ["/api/health", "/api/missing", "/api/fail"])
  func everyResponseCarriesSecurityHeaders(path: String) throws {
    try TestServer.with(makeTestRouter()) { server in
      let response = try HTTPClient(port: server.port).request("GET", path)
      #expect(response.header("X-Content-Type-Options") == "nosniff")
      #expect(response.header("Content-Security-Policy")?.contains("default-src 'self'") == true)
      #expect(response.header("Cache-Control") == "no-store")
      #expect(response.header("Access-Control-Allow-Origin") == nil)
    }
  }

  /// A response with its own caching policy keeps it: `no-store` is only added to the others.
  /// (The test client keeps the last of repeated fields, so an added `no-store` would show.)
  @Test(arguments: ["Cache-Control", "cache-control"])
  func aResponsesOwnCachePolicyIsKept(name: String) throws {
    var router = Router()
    router.get("/cached") { _ in Response(headers: [name: "max-age=60"], body: Array("{}".utf8)) }
    try TestServer.with(router) { server in
      let response = try HTTPClient(port: server.port).request("GET", "/cached")
      #expect(response.header("Cache-Control") == "max-age=60")
      #expect(response.header("X-Content-Type-Options") == "nosniff")
    }
  }
}
