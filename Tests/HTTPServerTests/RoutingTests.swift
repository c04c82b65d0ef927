import HTTPServer
import HTTPTestSupport
import Testing

@Suite("Routing")
struct RoutingTests {
  @Test func literalRouteAnswersJSON() throws {
    try TestServer.with(makeTestRouter()) { server in
      let response = try HTTPClient(port: server.port).request("GET", "/api/health")
      #expect(response.status == 200)
      #expect(response.header("Content-Type") == "application/json; charset=utf-8")
      #expect(try response.decode([String: String].self) == ["status": "ok"])
    }
  }

  @Test func pathParametersAndQueryReachTheHandler() throws {
    try TestServer.with(makeTestRouter()) { server in
      let response = try HTTPClient(port: server.port).request("GET", "/api/greetings/ada?count=3")
      #expect(response.status == 200)
      #expect(try response.decode(Greeting.self) == Greeting(name: "ada", count: 3))
    }
  }

  @Test func unknownPathIs404WithJSONError() throws {
    try TestServer.with(makeTestRouter()) { server in
      let response = try HTTPClient(port: server.port).request("GET", "/api/nothing-here")
      #expect(response.status == 404)
      #expect(response.errorBody?.status == 404)
      #expect(response.header("Content-Type") == "application/json; charset=utf-8")
    }
  }

  @Test func wrongMethodIs405WithAllow() throws {
    try TestServer.with(makeTestRouter()) { server in
      let response = try HTTPClient(port: server.port).request("PATCH", "/api/greetings/ada", json: "{}")
      #expect(response.status == 405)
      #expect(response.errorBody?.status == 405)
      #expect(response.header("Allow") == "DELETE, GET, HEAD, PUT")
    }
  }

  @Test func headAnswersLikeGetWithoutBody() throws {
    try TestServer.with(makeTestRouter()) { server in
      let client = try HTTPClient(port: server.port)
      let head = try client.request("HEAD", "/api/health")
      let get = try client.request("GET", "/api/health")
      #expect(head.status == 200)
      #expect(head.body.isEmpty)
      #expect(head.header("Content-Length") == String(get.body.count))
    }
  }

  @Test func stateChangingRoutesRunWithJSONBodies() throws {
    try TestServer.with(makeTestRouter()) { server in
      let client = try HTTPClient(port: server.port)
      let created = try client.request("POST", "/api/greetings", json: #"{"name":"ada","count":2}"#)
      #expect(created.status == 201)
      #expect(try created.decode(Greeting.self) == Greeting(name: "ada", count: 2))
      let replaced = try client.request("PUT", "/api/greetings/bob", json: #"{"name":"x","count":5}"#)
      #expect(try replaced.decode(Greeting.self) == Greeting(name: "bob", count: 5))
      #expect(try client.request("DELETE", "/api/greetings/bob").status == 204)
    }
  }

  @Test func routeListNamesEveryRegistration() {
    let routes = makeTestRouter().routes.map(\.description)
    #expect(routes.contains("GET /api/greetings/:name"))
    #expect(routes.contains("DELETE /api/greetings/:name"))
    #expect(routes.count == 8)
  }
}
