import Foundation
import HTTPTestSupport
import Testing

/// Slowloris: a client that sends its request a byte at a time, never pausing long enough to
/// look idle, must still be cut off once the connection timeout has passed.
@Suite("Slow clients are cut off by the connection timeout")
struct SlowClientTests {
  static let timeout = Duration.seconds(2)

  /// Sends `prefix` at once, then `bytes` one every 250 ms, and returns how long the server took
  /// to close the connection, or `nil` when all of them went through with the connection open.
  static func trickle(_ bytes: [UInt8], after prefix: [UInt8] = [], to port: Int) throws -> Duration? {
    let connection = try SocketConnection(port: port)
    defer { connection.close() }
    let started = ContinuousClock.now
    try connection.write(prefix)
    for byte in bytes {
      do { try connection.write([byte]) } catch { return ContinuousClock.now - started }
      if connection.peerClosed(within: .milliseconds(250)) { return ContinuousClock.now - started }
    }
    return nil
  }

  @Test("headers trickled a byte at a time: closed soon after the timeout, other clients still answered")
  func tricklingHeaders() throws {
    let playground = try LivePlayground { $0.connectionTimeout = Self.timeout }
    // 40 bytes at 4 a second: 10 s, far longer than the timeout plus one sweep.
    let header = Array("GET /api/state HTTP/1.1\r\nX-Slow: ".utf8) + Array(repeating: UInt8(ascii: "a"), count: 8)
    let closedAfter = try Self.trickle(header, to: playground.port)
    #expect(closedAfter != nil)
    #expect(closedAfter.map { $0 < .seconds(6) } == true, "closed after \(String(describing: closedAfter))")
    #expect(try playground.get("/healthz").status == 200)
  }

  @Test("a body trickled a byte at a time: closed soon after the timeout, nothing written")
  func tricklingBody() throws {
    let playground = try LivePlayground { $0.connectionTimeout = Self.timeout }
    let head =
      "POST /api/bindings/progress.mapped HTTP/1.1\r\nHost: 127.0.0.1:\(playground.port)\r\n"
      + "Content-Type: application/json\r\nContent-Length: 200\r\n\r\n"
    // 40 bytes of a 200-byte body at 4 a second: 10 s.
    let body = Array(#"{"value": 0.75, "pad": "#.utf8) + Array(repeating: UInt8(ascii: " "), count: 17)
    let closedAfter = try Self.trickle(body, after: Array(head.utf8), to: playground.port)
    #expect(closedAfter.map { $0 < .seconds(6) } == true, "closed after \(String(describing: closedAfter))")
    #expect(try playground.latestSequence() == 0)
  }

  @Test("a keep-alive client that answers promptly is not cut off by request deadlines")
  func promptKeepAlive() throws {
    let playground = try LivePlayground { $0.connectionTimeout = Self.timeout }
    let client = try HTTPClient(port: playground.port)
    // Requests spread over twice the timeout on one connection, never idle for long.
    for _ in 0..<16 {
      #expect(try client.request("GET", "/healthz").status == 200)
      usleep(250_000)
    }
  }
}
