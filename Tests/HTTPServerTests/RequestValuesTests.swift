import HTTPServer
import HTTPTestSupport
import Testing

/// What libmicrohttpd parsed reaches the handler as it did: query arguments and header fields.
@Suite("Request values")
struct RequestValuesTests {
  /// Echoes what the handler sees: the query, and the header fields in order as `name: value`.
  private static func router() -> Router {
    var router = Router()
    router.get("/query") { request in request.query }
    router.get("/headers") { request in request.headers.map { "\($0.name): \($0.value)" } }
    return router
  }

  @Test func theFirstQueryValueWinsAndAnArgumentWithoutValueIsEmpty() throws {
    try TestServer.with(Self.router()) { server in
      let response = try HTTPClient(port: server.port).request("GET", "/query?a=1&flag&a=2&b=%20x")
      #expect(response.status == 200)
      #expect(try response.decode([String: String].self) == ["a": "1", "flag": "", "b": " x"])
    }
  }

  @Test func aRequestWithoutQueryHasNone() throws {
    try TestServer.with(Self.router()) { server in
      let response = try HTTPClient(port: server.port).request("GET", "/query")
      #expect(try response.decode([String: String].self) == [:])
    }
  }

  @Test func headerFieldsArriveInOrderWithRepeatsAndEmptyValues() throws {
    try TestServer.with(Self.router()) { server in
      let client = try HTTPClient(port: server.port)
      let response = try client.request(
        "GET", "/headers",
        headers: [
          ("X-One", "1"), ("x-two", "zwei, deux"), ("X-One", "again"), ("X-Empty", ""),
          // Common names in other spellings keep them: only exact spellings share constants.
          ("ACCEPT", "*/*"), ("Accept", "text/plain"), ("user-agent", "test"), ("Accept-Languagf", "x"),
        ])
      let fields = try response.decode([String].self)
      #expect(
        fields == [
          "Host: \(client.defaultHost)", "X-One: 1", "x-two: zwei, deux", "X-One: again", "X-Empty: ",
          "ACCEPT: */*", "Accept: text/plain", "user-agent: test", "Accept-Languagf: x",
        ])
    }
  }
}
