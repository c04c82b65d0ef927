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

/// A request's parameters are read from its path when a handler asks for them.
@Suite("Path parameters")
struct PathParameterTests {
  @Test func aRepeatedNameKeepsTheLaterValueAndUnknownNamesAreNil() throws {
    var router = Router()
    router.get("/a/:id/b/:id") { request in
      ["id": request.parameters["id"] ?? "-", "other": request.parameters["other"] ?? "-"]
    }
    try TestServer.with(router) { server in
      let response = try HTTPClient(port: server.port).request("GET", "/a/1/b/2")
      #expect(try response.decode([String: String].self) == ["id": "2", "other": "-"])
    }
  }

  @Test func bytesThatAreNotUTF8ReadAsReplacementCharacters() throws {
    var router = Router()
    router.get("/x/:id") { request in ["id": try request.parameter("id")] }
    try TestServer.with(router) { server in
      let response = try HTTPClient(port: server.port).request("GET", "/x/a%FFb")
      #expect(try response.decode([String: String].self) == ["id": "a\u{FFFD}b"])
    }
  }

  @Test func givenParametersAreLookedUpByName() throws {
    let request = Request(method: .get, path: "/items/7", parameters: ["id": "7", "id2": "8"])
    #expect(try request.parameter("id") == "7")
    #expect(request.parameters["id2"] == "8")
    #expect(request.parameters["missing"] == nil)
    #expect(PathParameters(["a": "1"])["a"] == "1")
    #expect(PathParameters()["a"] == nil)
    #expect(throws: HTTPError.self) { try Request(method: .get, path: "/").parameter("id") }
  }
}

/// Literal routes match by `String` equality, which is canonical equivalence, whatever the
/// router does to skip lookups that cannot match.
@Suite("Literal routes")
struct LiteralRouteTests {
  private static func router() -> Router {
    var router = Router()
    router.get("/caf\u{E9}") { _ in ["route": "café"] }
    router.get("/\u{212A}elvin") { _ in ["route": "kelvin"] }
    router.get("/api/:id") { request in ["route": try request.parameter("id")] }
    return router
  }

  @Test(arguments: [
    ("/caf%C3%A9", "café"),  // as registered
    ("/cafe%CC%81", "café"),  // decomposed: one byte longer than the route
    ("/Kelvin", "kelvin"),  // ASCII, two bytes shorter than the route's KELVIN SIGN
    ("/api/7", "7"),  // no literal route has this length
  ])
  func canonicallyEquivalentPathsFindTheRoute(path: String, expected: String) throws {
    try TestServer.with(Self.router()) { server in
      let response = try HTTPClient(port: server.port).request("GET", path)
      #expect(response.status == 200)
      #expect(try response.decode([String: String].self) == ["route": expected])
    }
  }

  @Test func literalRoutesOfOneLengthAreToldApartByteByByte() throws {
    var router = Router()
    for path in ["/aa", "/ab", "/ba"] { router.get(path) { _ in ["route": path] } }
    // A second method for a path already registered must reach the same table entry.
    router.post("/ab") { _ in ["route": "post"] }
    try TestServer.with(router) { server in
      let client = try HTTPClient(port: server.port)
      for path in ["/aa", "/ab", "/ba"] {
        #expect(try client.request("GET", path).decode([String: String].self) == ["route": path])
      }
      #expect(try client.request("PATCH", "/ab", json: "{}").header("Allow") == "GET, HEAD, POST")
      #expect(try client.request("GET", "/bb").status == 404)
    }
  }

  @Test func anASCIIOnlyTableStillFindsEquivalentPaths() throws {
    var router = Router()
    router.get("/K") { _ in ["route": "K"] }
    router.get("/kelvin-scale/K") { _ in ["route": "scale"] }
    router.get("/x/:id") { request in ["route": try request.parameter("id")] }
    try TestServer.with(router) { server in
      let client = try HTTPClient(port: server.port)
      let kelvin = try client.request("GET", "/%E2%84%AA")  // U+212A KELVIN SIGN, three bytes
      #expect(try kelvin.decode([String: String].self) == ["route": "K"])
      // The sign past the first eight bytes, the path two bytes longer than the route.
      let scale = try client.request("GET", "/kelvin-scale/%E2%84%AA")
      #expect(try scale.decode([String: String].self) == ["route": "scale"])
      #expect(try client.request("GET", "/x/1").decode([String: String].self) == ["route": "1"])
      #expect(try client.request("GET", "/L").status == 404)
    }
  }
}
