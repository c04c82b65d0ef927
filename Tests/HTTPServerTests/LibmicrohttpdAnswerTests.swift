import HTTPServer
import HTTPTestSupport
import Testing

/// The requests libmicrohttpd 0.9.75 answers itself, before any callback of the server could:
/// its own HTML body, no `Content-Type`, none of the security headers, then a closed connection.
/// Each is pinned here exactly, as the HTTPServer article "Answers libmicrohttpd Makes Itself"
/// lists them; a change in libmicrohttpd shows up as a failure.
@Suite("Answers libmicrohttpd makes itself")
struct LibmicrohttpdAnswerTests {
  static let malformed =
    "<html><head><title>Request malformed</title></head><body>Your HTTP request was syntactically incorrect.</body></html>"
  static let notSupported =
    "<html><head><title>Requested HTTP version is not supported</title></head><body>Requested HTTP version is not supported.</body></html>"
  static let tooOld =
    "<html><head><title>Requested HTTP version is not supported</title></head><body>Requested HTTP version is too old and not supported.</body></html>"
  static let chunkedMalformed =
    "<html><head><title>Request malformed</title></head><body>Your HTTP chunked encoding was syntactically incorrect.</body></html>"
  static let chunkTooLarge =
    "<html><head><title>Request content too large</title></head><body>The chunk size used in your HTTP chunked encoded request is too large.</body></html>"
  static let tooBig =
    "<html><head><title>Request too big</title></head><body>Your HTTP header was too big for the memory constraints of this webserver.</body></html>"
  static let lengthMalformed =
    "<html><head><title>Request malformed</title></head><body>Your HTTP request has wrong value for <b>Content-Length</b> header.</body></html>"
  static let lengthTooLarge =
    "<html><head><title>Request content too large</title></head><body>Your HTTP request has too large value for <b>Content-Length</b> header.</body></html>"

  /// The request after `GET `, `POST ` and so on, with `HOST` standing for the `Host` line.
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let request: String
    let status: Int
    let body: String
    /// libmicrohttpd 0.9.75 sends the status line and headers twice for errors it finds while
    /// reading the framing headers: once as the head, once at the start of the body.
    var headTwice = false

    var testDescription: String { name }
  }

  static let post = "POST /api/echo-size HTTP/1.1\r\nHOST\r\nContent-Type: application/json\r\n"
  static let cases: [Case] = [
    Case(name: "no HTTP version", request: "GET /api/health\r\nHOST\r\n\r\n", status: 400, body: malformed),
    Case(name: "HTTP/1.1x", request: "GET /api/health HTTP/1.1x\r\nHOST\r\n\r\n", status: 400, body: malformed),
    Case(name: "HTTP/2.0", request: "GET /api/health HTTP/2.0\r\nHOST\r\n\r\n", status: 505, body: notSupported),
    Case(name: "HTTP/0.9", request: "GET /api/health HTTP/0.9\r\nHOST\r\n\r\n", status: 505, body: tooOld),
    Case(
      name: "field line without colon", request: "GET /api/health HTTP/1.1\r\nHOST\r\nNoColon\r\n\r\n", status: 400,
      body: malformed),
    Case(
      name: "request line over the connection memory",
      request: "GET /" + String(repeating: "a", count: 40_000) + " HTTP/1.1\r\nHOST\r\n\r\n", status: 414, body: tooBig),
    Case(
      name: "head over the connection memory",
      request: "GET /api/health HTTP/1.1\r\nHOST\r\nX-Big: " + String(repeating: "b", count: 40_000) + "\r\n\r\n",
      status: 431, body: tooBig),
    Case(
      name: "3,000 header fields",
      request: "GET /api/health HTTP/1.1\r\nHOST\r\n" + String(repeating: "X-A: 1\r\n", count: 3000) + "\r\n",
      status: 431, body: tooBig),
    Case(
      name: "chunk size not hex", request: post + "Transfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n",
      status: 400,
      body: chunkedMalformed),
    Case(
      name: "negative chunk size", request: post + "Transfer-Encoding: chunked\r\n\r\n-5\r\n{}\r\n0\r\n\r\n",
      status: 400,
      body: chunkedMalformed),
    Case(
      name: "chunk size over 64 bits", request: post + "Transfer-Encoding: chunked\r\n\r\n1ffffffffffffffff\r\n{}\r\n",
      status: 413, body: chunkTooLarge),
    Case(
      name: "trailer line without colon",
      request: post + "Transfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\nbad\r\n\r\n", status: 400, body: malformed),
    Case(
      name: "negative Content-Length", request: post + "Content-Length: -1\r\n\r\n{}", status: 400,
      body: lengthMalformed,
      headTwice: true),
    Case(
      name: "Content-Length not a number", request: post + "Content-Length: 1e1\r\n\r\n{}", status: 400,
      body: lengthMalformed, headTwice: true),
    Case(
      name: "Content-Length over 64 bits", request: post + "Content-Length: 99999999999999999999999\r\n\r\n{}",
      status: 413, body: lengthTooLarge, headTwice: true),
    Case(
      name: "cookies over the connection memory",
      request: "GET /api/health HTTP/1.1\r\nHOST\r\nCookie: " + String(repeating: "a=1; ", count: 1500) + "\r\n\r\n",
      status: 431, body: tooBig, headTwice: true),
  ]

  @Test(arguments: cases)
  func libmicrohttpdAnswersItself(_ item: Case) throws {
    var router = makeTestRouter()
    router.events("/api/events", EventStream())
    try TestServer.with(router) { server in
      let connection = try SocketConnection(port: server.port)
      let request = item.request.replacingOccurrences(of: "HOST", with: "Host: 127.0.0.1:\(server.port)")
      try connection.write(Array(request.utf8))
      let answer = String(decoding: try connection.readToEnd(), as: UTF8.self)  // ends when the server closes
      let (head, body) = try #require(Self.split(answer))
      let lines = head.components(separatedBy: "\r\n")
      #expect(lines[0].hasPrefix("HTTP/1.1 \(item.status) "))
      #expect(lines.contains("Connection: close"))
      #expect(!lines.contains { $0.lowercased().hasPrefix("content-type:") || $0.hasPrefix("X-Content-Type-Options") })
      if item.headTwice {
        #expect(body.hasPrefix(lines[0] + "\r\n") && body.hasSuffix("\r\n\r\n" + item.body))
      } else {
        #expect(body == item.body)
      }
    }
  }

  /// A request line without a space has no target: libmicrohttpd closes the connection without
  /// an answer.
  @Test func aRequestLineWithoutTargetIsClosedWithoutAnswer() throws {
    try TestServer.with(makeTestRouter()) { server in
      let connection = try SocketConnection(port: server.port)
      try connection.write(Array("GET\r\n\r\n".utf8))
      #expect(try connection.readToEnd().isEmpty)
    }
  }

  private static func split(_ answer: String) -> (head: String, body: String)? {
    guard let end = answer.range(of: "\r\n\r\n") else { return nil }
    return (String(answer[..<end.lowerBound]), String(answer[end.upperBound...]))
  }
}
