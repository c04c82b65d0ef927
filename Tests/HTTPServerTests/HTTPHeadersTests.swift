import HTTPServer
import HTTPTestSupport
import Testing

/// Header fields keep their order, spelling and repeats; names compare without ASCII case.
@Suite("Header fields")
struct HTTPHeadersTests {
  @Test func fieldsKeepTheirOrderSpellingAndRepeats() {
    var headers: HTTPHeaders = ["Content-Type": "text/plain", "X-One": "1"]
    headers.add("x-one", "again")
    headers.add("X-Empty", "")
    headers.add("", "no name")
    #expect(
      headers.fields.map { "\($0.name): \($0.value)" } == [
        "Content-Type: text/plain", "X-One: 1", "x-one: again", "X-Empty: ", ": no name",
      ])
    #expect(headers.map(\.name) == ["Content-Type", "X-One", "x-one", "X-Empty", ""])
    #expect(headers["X-ONE"] == "1")
    #expect(headers["x-empty"] == "")
    #expect(headers[""] == "no name")
    #expect(headers["X-Missing"] == nil)
  }

  @Test func settingReplacesEveryFieldOfTheNameAndNilRemovesThem() {
    var headers: HTTPHeaders = ["A": "1", "B": "2", "a": "3", "C": "4"]
    headers["a"] = "new"
    #expect(headers.fields.map { "\($0.name): \($0.value)" } == ["B: 2", "C: 4", "a: new"])
    headers["B"] = nil
    headers["Z"] = nil
    #expect(headers.fields.map { "\($0.name): \($0.value)" } == ["C: 4", "a: new"])
  }

  @Test func anyStringRoundTrips() {
    let odd = ["caf\u{E9}", "cafe\u{301}", "a\u{0}b", "\u{1F600}", String(repeating: "x", count: 70_000)]
    var headers = HTTPHeaders()
    for value in odd { headers.add("X-\(value.count)", value) }
    headers.add("N\u{E4}me", "v")
    #expect(headers.fields.map(\.value) == odd + ["v"])
    #expect(headers["n\u{E4}me"] == "v")
    #expect(headers["N\u{C4}ME"] == nil)  // only ASCII letters compare without case
  }

  /// Value bytes that are not UTF-8 (RFC 9110's obs-text) read as U+FFFD.
  @Test func receivedValueBytesThatAreNotUTF8ReadRepaired() throws {
    var router = Router()
    router.get("/headers") { request in
      request.headers.fields.filter { $0.name.hasPrefix("X-") }.map { "\($0.name): \($0.value)" }
    }
    try TestServer.with(router) { server in
      let client = try HTTPClient(port: server.port)
      let head = Array("GET /headers HTTP/1.1\r\nHost: \(client.defaultHost)\r\n".utf8)
      let raw =
        head + Array("X-Name: a".utf8) + [0x80] + Array("b\r\nX-Value: c".utf8) + [0xC3] + Array("\r\n\r\n".utf8)
      let response = try client.sendRaw(raw)
      #expect(response.status == 200)
      #expect(try response.decode([String].self) == ["X-Name: a\u{FFFD}b", "X-Value: c\u{FFFD}"])
    }
  }
}
