import HTTPServer
import HTTPTestSupport
import Synchronization
import Testing

/// Request heads RFC 9112 says to refuse, because a proxy in front could read them differently
/// (request smuggling): each is answered `400` with the JSON error body before any handler runs,
/// and the connection is closed.
@Suite("Framing and field syntax")
struct FramingTests {
  /// A router whose write route counts the writes it applies.
  private final class Writes: Sendable {
    let count = Mutex(0)
    var router: Router {
      var router = makeTestRouter()
      router.post("/api/writes") { _ in
        self.count.withLock { $0 += 1 }
        return Response.noContent
      }
      return router
    }
  }

  private func expect400(_ raw: (Int) -> [UInt8], message: String, router: Router = makeTestRouter()) throws {
    try TestServer.with(router) { server in
      let client = try HTTPClient(port: server.port)
      let response = try client.sendRaw(raw(server.port))
      #expect(response.status == 400)
      #expect(response.errorBody == .init(status: 400, message: message))
      #expect(response.header("X-Content-Type-Options") == "nosniff")
      #expect(client.connection.peerClosed())
    }
  }

  private func get(_ fields: String) -> (Int) -> [UInt8] {
    { port in Array("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\(fields)\r\n".utf8) }
  }

  @Test func contentLengthWithChunkedIs400AndNothingIsApplied() throws {
    let writes = Writes()
    try expect400(
      { port in
        // Framed by length, the body is 5 bytes and a second request follows; framed by chunks,
        // it is `{}`. Neither reading may be applied.
        Array(
          ("POST /api/writes HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Type: application/json\r\n"
            + "Content-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n"
            + "POST /api/writes HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Type: application/json\r\n"
            + "Content-Length: 2\r\n\r\n{}").utf8)
      }, message: "both Content-Length and Transfer-Encoding", router: writes.router)
    #expect(writes.count.withLock { $0 } == 0)
  }

  @Test(arguments: ["Host : 127.0.0.1", "Bad Name: 1", "X-Tab\t: 1", "X-Caf\u{E9}: 1"])
  func aFieldNameThatIsNotATokenIs400(line: String) throws {
    try expect400(
      { port in Array("GET /api/health HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\(line)\r\n\r\n".utf8) },
      message: "a header field name is not a token")
  }

  @Test func whitespaceBeforeTheColonOfHostIs400() throws {
    try expect400(
      { port in Array("GET /api/health HTTP/1.1\r\nHost : 127.0.0.1:\(port)\r\n\r\n".utf8) },
      message: "a header field name is not a token")
  }

  /// libmicrohttpd joins a folded line to the field before and ends a value at a NUL byte; it
  /// drops a field without a name.
  @Test(arguments: [
    "X-Fold: a\r\n b\r\n", "X-Fold: a\r\n\tb\r\n", "X-Nul: a\0b\r\n", "X-Nul: a\0\r\n", "X-Nul: \0\r\n",
    ": no name\r\n",
  ])
  func foldedLinesNULBytesAndNamelessFieldsAre400(lines: String) throws {
    try expect400(get(lines), message: "a header field line is malformed (NUL byte, bare LF or line folding)")
  }

  @Test func bareLineFeedsAre400() throws {
    try expect400(
      { port in Array("GET /api/health HTTP/1.1\nHost: 127.0.0.1:\(port)\n\n".utf8) },
      message: "a header field line is malformed (NUL byte, bare LF or line folding)")
  }

  @Test(arguments: ["X-CR: a\rb\r\n", "X-Bell: \u{7}\r\n", "X-Del: a\u{7F}\r\n"])
  func controlBytesInValuesAre400(lines: String) throws {
    try expect400(get(lines), message: "a header field value holds a control byte")
  }

  @Test func tabsAndObsTextInValuesAreFine() throws {
    try TestServer.with(makeTestRouter()) { server in
      let raw = get("X-Tab: a\tb\r\nX-Text: caf\u{E9}\r\n")(server.port)
      let response = try HTTPClient(port: server.port).sendRaw(raw)
      #expect(response.status == 200)
    }
  }

  @Test func anEncodedSlashIsNotAPathSeparator() throws {
    var router = makeTestRouter()
    router.get("/api/state") { _ in ["state": 1] }
    try expect400(
      { port in Array("GET /api%2fstate HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8) },
      message: "request path holds an encoded slash (%2F)", router: router)
    try expect400(
      { port in Array("GET /api%2Fstate HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8) },
      message: "request path holds an encoded slash (%2F)", router: router)
  }

  @Test func aNULByteInTheTargetIs400() throws {
    try expect400(
      { port in Array("GET /api/health\0/x HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8) },
      message: "request target holds a NUL byte")
  }

  @Test(arguments: ["/api/he alth", "/api/health\t"])
  func spacesAndControlBytesInTheTargetAre400(target: String) throws {
    try expect400(
      { port in Array("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8) },
      message: "request target holds a space or a control byte")
  }

  /// A slash in a query value, encoded or not, is data.
  @Test func anEncodedSlashInTheQueryIsDecoded() throws {
    var router = Router()
    router.get("/query") { request in request.query }
    try TestServer.with(router) { server in
      let response = try HTTPClient(port: server.port).request("GET", "/query?next=%2Fa%2fb")
      #expect(response.status == 200)
      #expect(try response.decode([String: String].self) == ["next": "/a/b"])
    }
  }
}
