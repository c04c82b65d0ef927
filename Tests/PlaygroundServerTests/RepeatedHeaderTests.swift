import HTTPTestSupport
import Testing

/// RFC 9112: a request with more than one Host header, or with Content-Length values that
/// disagree, is answered 400 (found by the raw-socket fuzzing of scripts/reliability). Two lengths
/// let a proxy and the server frame the body differently; two hosts slip past a check of one.
@Suite("Repeated Host and Content-Length headers")
struct RepeatedHeaderTests {
  static func raw(_ playground: LivePlayground, _ text: String) throws -> HTTPResponseMessage {
    let client = try HTTPClient(port: playground.port)
    defer { client.connection.close() }
    return try client.sendRaw(Array(text.utf8), method: "POST")
  }

  @Test("two Content-Length values: 400, nothing written")
  func twoLengths() throws {
    let playground = try LivePlayground()
    let reply = try Self.raw(
      playground,
      "POST /api/bindings/progress.mapped HTTP/1.1\r\nHost: 127.0.0.1:\(playground.port)\r\n"
        + "Content-Type: application/json\r\nContent-Length: 14\r\nContent-Length: 3\r\n\r\n{\"value\": 0.5}")
    #expect(reply.status == 400)
    #expect(try playground.latestSequence() == 0)
  }

  @Test("two Host headers, the second foreign: 400")
  func twoHosts() throws {
    let playground = try LivePlayground()
    let reply = try Self.raw(
      playground,
      "POST /api/reset HTTP/1.1\r\nHost: 127.0.0.1:\(playground.port)\r\n"
        + "Host: evil.example\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}")
    #expect(reply.status == 400)
  }

  @Test("one of each still works")
  func single() throws {
    let playground = try LivePlayground()
    let reply = try Self.raw(
      playground,
      "POST /api/bindings/progress.mapped HTTP/1.1\r\nHost: 127.0.0.1:\(playground.port)\r\n"
        + "Content-Type: application/json\r\nContent-Length: 14\r\n\r\n{\"value\": 0.5}")
    #expect(reply.status == 200)
    #expect(try playground.latestSequence() == 1)
  }
}
