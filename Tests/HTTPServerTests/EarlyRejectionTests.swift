// @testable because the checks made before a body is read are internal to the server.
import CMicroHTTPD
import Testing

@testable import HTTPServer

@Suite("Checks before the body is read")
struct EarlyRejectionTests {
  private let limits: RequestLimits = {
    var configuration = Configuration()
    configuration.maxBodySize = 100
    configuration.maxHeaderFields = 4
    configuration.maxHeaderBytes = 1000
    return RequestLimits(configuration)
  }()
  private let hosts = HostAllowList(boundHost: "127.0.0.1", port: 8080, extra: [])

  private func status(_ fields: [(String, String)], bytes: Int = 100) -> Int? {
    var head = RequestLimits.Head(bytes: bytes)
    for (name, value) in fields { head.headers.add(name, value) }
    return limits.refusal(for: head, hosts: hosts)?.status.code
  }

  @Test func anAllowedHostAndABodyWithinTheLimitGoOn() {
    #expect(status([("Host", "127.0.0.1:8080")]) == nil)
    #expect(status([("content-length", "100"), ("HOST", "localhost:8080"), ("Accept", "*/*")]) == nil)
    #expect(status([("Host", "127.0.0.1:8080"), ("Transfer-Encoding", "Chunked")]) == nil)
  }

  @Test func aRepeatedHostContentLengthOrTransferEncodingIs400InAnyCase() {
    #expect(status([("Host", "127.0.0.1:8080"), ("host", "127.0.0.1:8080")]) == 400)
    #expect(status([("Content-Length", "1"), ("Host", "127.0.0.1:8080"), ("CONTENT-LENGTH", "1")]) == 400)
    #expect(
      status([("Host", "127.0.0.1:8080"), ("Transfer-Encoding", "chunked"), ("transfer-encoding", "chunked")]) == 400)
    // Repeats are reported before the host is judged.
    #expect(status([("Host", "evil.example"), ("Host", "127.0.0.1:8080")]) == 400)
  }

  @Test func aMissingHostIs400AndAForeignHostIs421() {
    #expect(status([]) == 400)
    #expect(status([("Host", "evil.example:8080")]) == 421)
  }

  @Test func framingThatIsNotChunkedAloneIsRefused() {
    #expect(status([("Host", "127.0.0.1:8080"), ("Content-Length", "5"), ("Transfer-Encoding", "chunked")]) == 400)
    #expect(status([("Host", "127.0.0.1:8080"), ("Transfer-Encoding", "gzip, chunked")]) == 501)
    #expect(status([("Host", "127.0.0.1:8080"), ("Transfer-Encoding", "chunked ")]) == 501)
  }

  @Test func aDeclaredBodyOverTheLimitIs413() {
    #expect(status([("Host", "127.0.0.1:8080"), ("Content-Length", "101")]) == 413)
  }

  @Test func aHeadOverItsLimitsIs431() {
    #expect(status([("Host", "127.0.0.1:8080")], bytes: 1001) == 431)
    #expect(status([("Host", "127.0.0.1:8080")] + Array(repeating: ("X-A", "1"), count: 4)) == 431)
    #expect(status([("Host", "127.0.0.1:8080")] + Array(repeating: ("X-A", "1"), count: 3)) == nil)
  }

  @Test func targetsAreJudgedAsTheyArrived() {
    var configuration = Configuration()
    configuration.maxRequestTargetBytes = 20
    configuration.maxQueryArguments = 2
    let limits = RequestLimits(configuration)
    let status = { (target: String) in limits.refusal(forTarget: cmhd_measure_target(target))?.status.code }
    #expect(status("/a?x=1&y=2") == nil)
    #expect(status("/a?x=1&y=2&z") == 414)
    #expect(status("/" + String(repeating: "a", count: 20)) == 414)
    #expect(status("/a%2Fb") == 400)
    #expect(status("/a%2fb") == 400)
    #expect(status("/a?next=%2F") == nil)  // a slash in a query value is data
    #expect(status("/a b") == 400)
    #expect(status("/a\u{7F}") == 400)
  }
}
