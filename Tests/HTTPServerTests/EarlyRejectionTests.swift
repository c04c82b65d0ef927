// @testable because the checks made before a body is read are internal to the server.
@testable import HTTPServer
import Testing

@Suite("Checks before the body is read")
struct EarlyRejectionTests {
  private let responder = Responder(
    router: Router(), files: nil, hosts: HostAllowList(boundHost: "127.0.0.1", port: 8080, extra: []),
    maxBodySize: 100)

  private func status(_ fields: [(String, String)]) -> Int? {
    var headers = HTTPHeaders()
    for (name, value) in fields { headers.add(name, value) }
    return responder.earlyRejection(for: headers)?.status.code
  }

  @Test func anAllowedHostAndABodyWithinTheLimitGoOn() {
    #expect(status([("Host", "127.0.0.1:8080")]) == nil)
    #expect(status([("content-length", "100"), ("HOST", "localhost:8080"), ("Accept", "*/*")]) == nil)
  }

  @Test func aRepeatedHostOrContentLengthIs400InAnyCase() {
    #expect(status([("Host", "127.0.0.1:8080"), ("host", "127.0.0.1:8080")]) == 400)
    #expect(status([("Content-Length", "1"), ("Host", "127.0.0.1:8080"), ("CONTENT-LENGTH", "1")]) == 400)
    // Repeats are reported before the host is judged.
    #expect(status([("Host", "evil.example"), ("Host", "127.0.0.1:8080")]) == 400)
  }

  @Test func aMissingOrForeignHostIs421() {
    #expect(status([]) == 421)
    #expect(status([("Host", "evil.example:8080")]) == 421)
  }

  @Test func aDeclaredBodyOverTheLimitIs413AndAnUnreadableLengthIsLeftToLibmicrohttpd() {
    #expect(status([("Host", "127.0.0.1:8080"), ("Content-Length", "101")]) == 413)
    #expect(status([("Host", "127.0.0.1:8080"), ("Content-Length", "lots")]) == nil)
  }
}
