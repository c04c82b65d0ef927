import Foundation
import HTTPServer
import HTTPTestSupport
import Testing

/// A `HEAD` answer is a head without a body on every kind of route, so a keep-alive client reads
/// the next answer where it starts.
@Suite("HEAD requests")
struct HeadRequestTests {
  @Test(arguments: ["/api/events", "/api/health", "/app.js", "/api/missing", "/api/fail"])
  func aHeadAnswerHasNoBodyAndTheConnectionGoesOn(path: String) throws {
    let site = try TemporarySite()
    var router = makeTestRouter()
    router.events("/api/events", EventStream())
    router.files(from: site.root)
    try TestServer.with(router) { server in
      let client = try HTTPClient(port: server.port)
      // Both requests at once: a body after the first head would be read as the second answer.
      let request =
        "HEAD \(path) HTTP/1.1\r\nHost: \(client.defaultHost)\r\n\r\n"
        + "GET /api/health HTTP/1.1\r\nHost: \(client.defaultHost)\r\n\r\n"
      try client.connection.write(Array(request.utf8))
      let head = try client.readResponse(forMethod: "HEAD")
      let next = try client.readResponse(forMethod: "GET")
      #expect(head.body.isEmpty)
      #expect(head.header("X-Content-Type-Options") == "nosniff")
      #expect(next.status == 200)
      #expect(try next.decode([String: String].self) == ["status": "ok"])
    }
  }

  @Test func aStreamsHeadIsTheStreamsHeadersWithoutASubscriber() throws {
    let stream = EventStream()
    var router = Router()
    router.events("/api/events", stream)
    try TestServer.with(router) { server in
      let response = try HTTPClient(port: server.port).request("HEAD", "/api/events")
      #expect(response.status == 200)
      #expect(response.header("Content-Type") == "text/event-stream; charset=utf-8")
      #expect(response.header("Cache-Control") == "no-store")
      #expect(stream.subscriberCount == 0)
    }
  }
}
