import Foundation
import HTTPServer
import HTTPTestSupport
import Testing

@Suite("Limits")
struct LimitTests {
  private func configuration(maxBody: Int) -> Configuration {
    var configuration = Configuration()
    configuration.maxBodySize = maxBody
    return configuration
  }

  @Test func declaredOversizedBodyIs413() throws {
    try TestServer.with(makeTestRouter(), configuration: configuration(maxBody: 1024)) { server in
      let client = try HTTPClient(port: server.port)
      let response = try client.sendRaw(
        Array(
          "POST /api/echo-size HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nContent-Type: application/json\r\nContent-Length: 1000000\r\n\r\n"
            .utf8),
        method: "POST")
      #expect(response.status == 413)
      #expect(response.errorBody?.status == 413)
    }
  }

  @Test func chunkedOversizedBodyIs413() throws {
    try TestServer.with(makeTestRouter(), configuration: configuration(maxBody: 1024)) { server in
      let request = HTTPRequestMessage(
        method: "POST", path: "/api/echo-size", headers: [("Content-Type", "application/json")],
        body: [UInt8](repeating: UInt8(ascii: "1"), count: 5000), chunked: 700)
      let response = try HTTPClient(port: server.port).request(request)
      #expect(response.status == 413)
      #expect(response.errorBody?.status == 413)
    }
  }

  @Test(arguments: [nil, 300])
  func bodyAtTheLimitIsAccepted(chunkSize: Int?) throws {
    try TestServer.with(makeTestRouter(), configuration: configuration(maxBody: 1024)) { server in
      let request = HTTPRequestMessage(
        method: "POST", path: "/api/echo-size", headers: [("Content-Type", "application/json")],
        body: [UInt8](repeating: UInt8(ascii: "1"), count: 1024), chunked: chunkSize)
      let response = try HTTPClient(port: server.port).request(request)
      #expect(response.status == 200)
      #expect(try response.decode([String: Int].self) == ["bytes": 1024])
    }
  }

  @Test func defaultBodyLimitIs64KiB() throws {
    try TestServer.with(makeTestRouter()) { server in
      let client = try HTTPClient(port: server.port)
      let body = [UInt8](repeating: UInt8(ascii: "1"), count: 64 * 1024 + 1)
      let response = try client.request(
        HTTPRequestMessage(
          method: "POST", path: "/api/echo-size", headers: [("Content-Type", "application/json")], body: body,
          chunked: 8192))
      #expect(response.status == 413)
    }
  }

  @Test func idleConnectionsAreClosedAfterTheTimeout() throws {
    var configuration = Configuration()
    configuration.connectionTimeout = .seconds(1)
    try TestServer.with(makeTestRouter(), configuration: configuration) { server in
      let connection = try SocketConnection(port: server.port)
      try connection.write(Array("GET /api/health HTTP/1.1\r\n".utf8))
      #expect(connection.peerClosed(within: .seconds(4)))
    }
  }

  @Test func aHandlerSlowerThanTheTimeoutStillAnswers() throws {
    var configuration = Configuration()
    configuration.connectionTimeout = .seconds(1)
    var router = Router()
    router.get("/api/slow") { _ in
      Thread.sleep(forTimeInterval: 2.5)  // past the timeout: the request arrived in time, the answer is ours
      return ["done": true]
    }
    try TestServer.with(router, configuration: configuration) { server in
      let response = try HTTPClient(port: server.port).request("GET", "/api/slow")
      #expect(response.status == 200)
      #expect((try response.decode([String: Bool].self)) == ["done": true])
    }
  }

  @Test func perIPConnectionLimitRefusesExtraConnections() throws {
    var configuration = Configuration()
    configuration.perIPConnectionLimit = 2
    try TestServer.with(makeTestRouter(), configuration: configuration) { server in
      let kept = try (0..<2).map { _ in try HTTPClient(port: server.port) }
      for client in kept { #expect(try client.request("GET", "/api/health").status == 200) }
      let extra = try SocketConnection(port: server.port)
      #expect(extra.peerClosed(within: .seconds(2)))
    }
  }

  @Test func connectionLimitHoldsExtraConnectionsUntilOneCloses() throws {
    var configuration = Configuration()
    configuration.connectionLimit = 2
    configuration.threadPoolSize = 1  // libmicrohttpd splits the limit across worker threads
    try TestServer.with(makeTestRouter(), configuration: configuration) { server in
      let kept = try (0..<2).map { _ in try HTTPClient(port: server.port) }
      for client in kept { #expect(try client.request("GET", "/api/health").status == 200) }
      // At the limit libmicrohttpd stops accepting: the extra connection waits in the backlog.
      let waiting = try SocketConnection(port: server.port, timeout: .milliseconds(500))
      try waiting.write(
        HTTPRequestMessage(method: "GET", path: "/api/health").serialized(defaultHost: "127.0.0.1:\(server.port)"))
      #expect(throws: SocketConnection.Failure.timedOut) { try waiting.readLine() }
      kept[0].connection.close()
      #expect(Eventually.wait { (try? waiting.readLine())?.hasPrefix("HTTP/1.1 200") == true })
    }
  }

  @Test func startingRaisesTheOpenFileLimitToFitTheConnections() throws {
    var original = rlimit()
    try #require(getrlimit(openFiles, &original) == 0)
    // A soft limit 500 below where it can go, and a connection limit it does not fit.
    let ceiling = min(original.rlim_max, original.rlim_cur + 500)
    try #require(ceiling >= 2048, "the hard open-file limit is too low to test this")
    var lowered = original
    lowered.rlim_cur = ceiling - 500
    try #require(setrlimit(openFiles, &lowered) == 0)
    defer { _ = setrlimit(openFiles, &original) }
    var configuration = Configuration()
    configuration.connectionLimit = Int(ceiling) - 300
    try TestServer.with(makeTestRouter(), configuration: configuration) { _ in
      var raised = rlimit()
      _ = getrlimit(openFiles, &raised)
      #expect(raised.rlim_cur >= rlim_t(configuration.connectionLimit))
      #expect(raised.rlim_cur <= original.rlim_max)
    }
  }

  @Test func aServerNeverLowersTheOpenFileLimit() throws {
    var before = rlimit()
    try #require(getrlimit(openFiles, &before) == 0)
    var configuration = Configuration()
    configuration.connectionLimit = 2
    try TestServer.with(makeTestRouter(), configuration: configuration) { _ in
      var during = rlimit()
      _ = getrlimit(openFiles, &during)
      #expect(during.rlim_cur >= before.rlim_cur)
    }
  }

  /// Glibc types `getrlimit`'s resource as `__rlimit_resource_t`.
  private let openFiles = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)

  /// A head of `fields` extra fields of `valueBytes` bytes each, on `GET /api/health`.
  private func head(port: Int, fields: Int, valueBytes: Int = 1, target: String = "/api/health") -> [UInt8] {
    let value = String(repeating: "v", count: valueBytes)
    let lines = (0..<fields).map { "X-Field-\($0): \(value)\r\n" }.joined()
    return Array("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\(lines)\r\n".utf8)
  }

  @Test func moreHeaderFieldsThanTheLimitAre431() throws {
    try TestServer.with(makeTestRouter()) { server in
      // The Host field and 63 others: at the limit.
      #expect(try HTTPClient(port: server.port).sendRaw(head(port: server.port, fields: 63)).status == 200)
      let client = try HTTPClient(port: server.port)
      let response = try client.sendRaw(head(port: server.port, fields: 64))
      #expect(response.status == 431)
      #expect(response.errorBody == .init(status: 431, message: "more than 64 header fields"))
      #expect(client.connection.peerClosed())
    }
  }

  @Test func aHeadLargerThanTheLimitIs431() throws {
    var configuration = Configuration()
    configuration.maxHeaderBytes = 4096
    try TestServer.with(makeTestRouter(), configuration: configuration) { server in
      #expect(
        try HTTPClient(port: server.port).sendRaw(head(port: server.port, fields: 3, valueBytes: 1000)).status == 200)
      let response = try HTTPClient(port: server.port).sendRaw(head(port: server.port, fields: 5, valueBytes: 1000))
      #expect(response.status == 431)
      #expect(response.errorBody == .init(status: 431, message: "request head exceeds 4096 bytes"))
    }
  }

  /// The default limit, 12 KiB, is less than what the default connection memory holds.
  @Test func aHeadOverTheDefaultLimitGetsTheJSONError() throws {
    try TestServer.with(makeTestRouter()) { server in
      let response = try HTTPClient(port: server.port).sendRaw(head(port: server.port, fields: 13, valueBytes: 1000))
      #expect(response.status == 431)
      #expect(response.errorBody == .init(status: 431, message: "request head exceeds 12288 bytes"))
    }
  }

  @Test(arguments: [8 * 1024 + 1, 20_000])
  func aTargetLongerThanTheLimitIs414(length: Int) throws {
    try TestServer.with(makeTestRouter()) { server in
      let target = "/api/health?" + String(repeating: "a", count: length - 12)
      let response = try HTTPClient(port: server.port).sendRaw(head(port: server.port, fields: 0, target: target))
      #expect(response.status == 414)
      #expect(response.errorBody == .init(status: 414, message: "request target exceeds 8192 bytes"))
    }
  }

  @Test func aTargetAtTheLimitIsServed() throws {
    try TestServer.with(makeTestRouter()) { server in
      let target = "/api/health?" + String(repeating: "a", count: 8 * 1024 - 12)
      let response = try HTTPClient(port: server.port).sendRaw(head(port: server.port, fields: 0, target: target))
      #expect(response.status == 200)
    }
  }

  /// The default connection memory holds a request at every default limit at once, so the
  /// server, not libmicrohttpd, decides about it: a target of 8 KiB with 64 arguments and a
  /// head of exactly 12 KiB in 64 fields; one byte more of head is the server's `431`.
  @Test func aRequestAtEveryDefaultLimitAtOnceIsServed() throws {
    try TestServer.with(makeTestRouter()) { server in
      var target = "/api/health?" + (1...64).map { "a\($0)=1" }.joined(separator: "&")
      target += String(repeating: "x", count: 8 * 1024 - target.utf8.count)
      let start =
        "GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n"
        + (1...62).map { "X-Field-\($0): \(String(repeating: "v", count: 50))\r\n" }.joined()
      let last = { (valueBytes: Int) in
        Array((start + "X-Last: \(String(repeating: "v", count: valueBytes))\r\n\r\n").utf8)
      }
      let fitting = 12 * 1024 - last(0).count
      #expect(target.utf8.count == 8 * 1024)
      #expect(last(fitting).count == 12 * 1024)
      #expect(try HTTPClient(port: server.port).sendRaw(last(fitting)).status == 200)
      let refused = try HTTPClient(port: server.port).sendRaw(last(fitting + 1))
      #expect(refused.errorBody == .init(status: 431, message: "request head exceeds 12288 bytes"))
    }
  }
}
