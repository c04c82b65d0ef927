import HTTPServer
import HTTPTestSupport
import Testing

/// The example of the HTTPServer article "Building a Server", registered as written and exercised
/// over a real socket.
@Suite("Building a Server example")
struct ReadmeExampleTests {
  struct Rename: Codable, Equatable { var name: String }

  private func makeRouter(events: EventStream) -> Router {
    var router = Router()
    router.get("/api/health") { _ in ["status": "ok"] }
    router.put("/api/bindings/:name") { request in
      var body = try request.decode(Rename.self)
      body.name = try request.parameter("name")
      return body
    }
    router.delete("/api/bindings/:name") { _ in Response.noContent }
    router.check { request in
      guard request.headers["X-Token"] == "secret" else { throw HTTPError.forbidden("token required") }
    }
    events.onSubscribe { [ServerSentEvent(event: "snapshot", data: "{}")] }
    router.events("/api/events", events)
    return router
  }

  @Test func exampleRoutesBehaveAsDocumented() throws {
    let events = EventStream()
    let router = makeRouter(events: events)
    #expect(
      router.routes.map(\.description) == [
        "GET /api/health", "PUT /api/bindings/:name", "DELETE /api/bindings/:name", "GET /api/events",
      ])
    #expect(router.routes.filter(\.isEventStream).map(\.path) == ["/api/events"])
    try TestServer.with(router) { server in
      let client = try HTTPClient(port: server.port)
      #expect(try client.request("GET", "/api/health").decode([String: String].self) == ["status": "ok"])
      #expect(try client.request("PUT", "/api/bindings/speed", json: #"{"name":"x"}"#).status == 403)
      let renamed = try client.request(
        "PUT", "/api/bindings/speed", json: #"{"name":"x"}"#, headers: [("X-Token", "secret")])
      #expect(try renamed.decode(Rename.self) == Rename(name: "speed"))
      #expect(try client.request("DELETE", "/api/bindings/speed", headers: [("X-Token", "secret")]).status == 204)
      let reader = try EventStreamReader(port: server.port, path: "/api/events")
      #expect(try reader.next() == ServerSentEvent(event: "snapshot", data: "{}"))
      events.publish(event: "update", id: "7", data: #"{"value":1}"#)
      #expect(try reader.next() == ServerSentEvent(event: "update", id: "7", data: #"{"value":1}"#))
    }
  }
}
