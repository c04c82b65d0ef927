import HTTPServer
import HTTPTestSupport
import Testing

@Suite("Route patterns")
struct RoutePatternTests {
  private static func router() -> Router {
    var router = Router()
    router.get("/api/items/:id") { request in ["id": try request.parameter("id")] }
    router.get("/api/items/:id/parts/:part") { request in
      ["id": try request.parameter("id"), "part": try request.parameter("part")]
    }
    router.get("/api/items/:id/label") { request in ["label": try request.parameter("id")] }
    return router
  }

  @Test(arguments: [
    ("/api/items/7", ["id": "7"]),
    ("/api/items/é%20x", ["id": "é x"]),
    ("/api/items/7/parts/9", ["id": "7", "part": "9"]),
    ("/api/items/7/label", ["label": "7"]),
  ])
  func matchingPathsFillTheirParameters(path: String, expected: [String: String]) throws {
    try TestServer.with(Self.router()) { server in
      let response = try HTTPClient(port: server.port).request("GET", path)
      #expect(response.status == 200)
      #expect((try response.decode([String: String].self)) == expected)
    }
  }

  @Test(arguments: [
    "/api/items", "/api/items/", "/api/items/7/", "/api/items//parts/9", "/api/items/7/parts", "/api/items/7/parts/9/x",
    "/api/itemsx/7", "/api/item/7", "/api/items/7/labels", "/api/itemz/7", "/apx/items/7", "/api/items/7/lobel",
  ])
  func nearMissesAreNotFound(path: String) throws {
    try TestServer.with(Self.router()) { server in
      let response = try HTTPClient(port: server.port).request("GET", path)
      #expect(response.status == 404)
    }
  }
}
