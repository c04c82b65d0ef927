import HTTPServer
import HTTPTestSupport
import JSON
import Testing

@Suite("Error mapping")
struct ErrorMappingTests {
  @Test func malformedJSONIs400() throws {
    try TestServer.with(makeTestRouter()) { server in
      let response = try HTTPClient(port: server.port).request("POST", "/api/greetings", json: #"{"name": "ada", "#)
      #expect(response.status == 400)
      #expect(
        response.errorBody == .init(status: 400, message: "malformed JSON: expected a member name in quotes at byte 16")
      )
    }
  }

  @Test func emptyBodyWhereJSONIsExpectedIs400() throws {
    try TestServer.with(makeTestRouter()) { server in
      let response = try HTTPClient(port: server.port).request("POST", "/api/greetings", json: "")
      #expect(response.status == 400)
      #expect(response.errorBody?.status == 400)
    }
  }

  @Test(arguments: [
    (#"{"name":"ada"}"#, #"missing member "count""#),
    (#"{"name":"ada","count":"two"}"#, "count: expected an Int, got a string"),
    (#"{"name":"ada","count":1.5}"#, "count: expected an Int, got 1.5"),
    (#"[1,2]"#, "expected an object, got an array"),
  ])
  func wrongShapeIs422(body: String, message: String) throws {
    try TestServer.with(makeTestRouter()) { server in
      let response = try HTTPClient(port: server.port).request("POST", "/api/greetings", json: body)
      #expect(response.status == 422)
      #expect(response.errorBody?.status == 422)
      #expect(response.errorBody?.message == message)
    }
  }

  @Test func unknownErrorsAre500WithoutDetails() throws {
    try TestServer.with(makeTestRouter()) { server in
      let response = try HTTPClient(port: server.port).request("GET", "/api/fail")
      #expect(response.status == 500)
      #expect(response.errorBody == .init(status: 500, message: "internal server error"))
      #expect(!response.text.contains("hunter2"))
    }
  }

  @Test func httpResponseErrorsKeepTheirStatus() throws {
    try TestServer.with(makeTestRouter()) { server in
      let response = try HTTPClient(port: server.port).request("GET", "/api/conflict")
      #expect(response.status == 409)
      #expect(response.errorBody == .init(status: 409, message: "already there"))
    }
  }

  /// An error that says what it left in place, beside `error`.
  private struct Refused: HTTPResponseError {
    var status: HTTPStatus { .unprocessableContent }
    var message: String { "refused" }
    var bodyMembers: [(key: String, value: JSONValue)] { [("kept", ["count": 3])] }
  }

  @Test func errorBodyIsMessageThenStatusThenTheErrorsOwnMembers() throws {
    var router = Router()
    router.post("/api/refuse") { _ -> Response in throw Refused() }
    router.get("/api/conflict") { _ -> Response in throw HTTPError(.conflict, "already there") }
    try TestServer.with(router) { server in
      let client = try HTTPClient(port: server.port)
      let refused = try client.request("POST", "/api/refuse", json: "{}")
      #expect(refused.status == 422)
      #expect(refused.text == #"{"error":{"message":"refused","status":422},"kept":{"count":3}}"#)
      #expect(try client.request("GET", "/api/conflict").text == #"{"error":{"message":"already there","status":409}}"#)
    }
  }

  @Test func serverSurvivesGarbage() throws {
    try TestServer.with(makeTestRouter()) { server in
      let garbage = try HTTPClient(port: server.port)
      let answer = try? garbage.sendRaw(Array("\u{1}\u{2} nonsense\r\n\r\n".utf8))
      #expect(answer.map { $0.status >= 400 } ?? true)
      #expect(try HTTPClient(port: server.port).request("GET", "/api/health").status == 200)
    }
  }
}
