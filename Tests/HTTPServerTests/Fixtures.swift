import HTTPServer

/// Values the test routes exchange.
struct Greeting: Codable, Equatable {
  var name: String
  var count: Int
}

/// An error the server does not know how to map: must become `500` without its details.
struct SecretFailure: Error {
  let detail = "database password is hunter2"
}

/// The router most tests share.
func makeTestRouter() -> Router {
  var router = Router()
  router.get("/api/health") { _ in ["status": "ok"] }
  router.get("/api/greetings/:name") { request in
    Greeting(name: try request.parameter("name"), count: Int(request.query["count"] ?? "1") ?? 1)
  }
  router.post("/api/greetings") { request in
    let greeting = try request.decode(Greeting.self)
    return try Response.json(greeting, status: .created)
  }
  router.put("/api/greetings/:name") { request in
    var greeting = try request.decode(Greeting.self)
    greeting.name = try request.parameter("name")
    return greeting
  }
  router.delete("/api/greetings/:name") { _ in Response.noContent }
  router.get("/api/fail") { _ -> Greeting in throw SecretFailure() }
  router.get("/api/conflict") { _ -> Response in throw HTTPError(.conflict, "already there") }
  router.post("/api/echo-size") { request in ["bytes": request.body.count] }
  return router
}
