import HTTPServer
import JSON

/// The payload the C floor program answers with, byte for byte: `{"message":"Hello, World!"}`.
struct Greeting: Encodable, Sendable {
  let message: String
}

/// The benchmark's routes, outside `main.swift` so their closures are not main-actor isolated.
enum BenchmarkRoutes {
  static func make() -> Router {
    var router = Router()
    // A typical handler: build a value, let the router encode it (Foundation's JSONEncoder).
    router.get("/json") { _ in Greeting(message: "Hello, World!") }
    // The same value through the JSON module's Codable bridge and writer, keys sorted as
    // JSONEncoder sorts them: the alternative `Response.json` was measured against.
    let valueEncoder = JSONValueEncoder(sortsKeys: true)
    router.get("/json-writer") { _ in
      Response.json(try valueEncoder.encode(Greeting(message: "Hello, World!")))
    }
    // The same bytes, pre-encoded: isolates the server's own cost from JSONEncoder's.
    let encoded = Array(#"{"message":"Hello, World!"}"#.utf8)
    router.get("/json-static") { _ in
      Response(headers: ["Content-Type": "application/json; charset=utf-8"], body: encoded)
    }
    // Lets scripts check that stopping with open event streams still exits cleanly.
    router.events("/events", EventStream())
    return router
  }
}
