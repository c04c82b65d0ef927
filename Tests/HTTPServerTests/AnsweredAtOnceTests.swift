import HTTPServer
import HTTPTestSupport
import Testing

/// Requests that libmicrohttpd alone would leave unanswered until the idle timeout: each gets
/// the JSON error body at once, and the connection is closed after it.
@Suite("Every request is answered at once")
struct AnsweredAtOnceTests {
  /// Sends `raw` and expects the JSON error `status` well before the 15-second idle timeout,
  /// then a closed connection.
  private func expectRefusal(_ raw: (Int) -> String, status: Int, message: String) throws {
    try TestServer.with(makeTestRouter()) { server in
      let client = try HTTPClient(port: server.port)
      let started = ContinuousClock.now
      let response = try client.sendRaw(Array(raw(server.port).utf8))
      #expect(ContinuousClock.now - started < .seconds(3))
      #expect(response.status == status)
      #expect(response.errorBody == .init(status: status, message: message))
      #expect(response.header("Content-Type") == "application/json; charset=utf-8")
      #expect(response.header("X-Content-Type-Options") == "nosniff")
      #expect(client.connection.peerClosed())
    }
  }

  @Test(arguments: [65, 260, 2000])
  func tooManyQueryArgumentsAre414(count: Int) throws {
    let query = Array(repeating: "a=1", count: count).joined(separator: "&")
    try expectRefusal(
      { "GET /api/health?\(query) HTTP/1.1\r\nHost: 127.0.0.1:\($0)\r\n\r\n" }, status: 414,
      message: "more than 64 query arguments")
  }

  @Test func aQueryAtTheArgumentLimitIsServed() throws {
    try TestServer.with(makeTestRouter()) { server in
      let client = try HTTPClient(port: server.port)
      let others = (1...63).map { "a\($0)=\($0)" }.joined(separator: "&")
      let served = try client.request("GET", "/api/greetings/ada?\(others)&count=2")
      #expect(served.status == 200)
      #expect(try served.decode(Greeting.self) == Greeting(name: "ada", count: 2))
      let refused = try client.request("GET", "/api/greetings/ada?\(others)&count=2&one=more")
      #expect(refused.status == 414)
    }
  }

  @Test(arguments: ["gzip, chunked", "gzip", "chunked, gzip", "identity", "chunked "])
  func aTransferEncodingOtherThanChunkedIs501(encoding: String) throws {
    try expectRefusal(
      {
        "POST /api/echo-size HTTP/1.1\r\nHost: 127.0.0.1:\($0)\r\nContent-Type: application/json\r\n"
          + "Transfer-Encoding: \(encoding)\r\n\r\n2\r\n{}\r\n0\r\n\r\n"
      }, status: 501, message: "unsupported Transfer-Encoding; only chunked is")
  }
}
