import HTTPServer

/// The payload the C floor program answers with, byte for byte: `{"message":"Hello, World!"}`.
@available(SwiftStdlib 6.2, *)
struct Greeting: Encodable, Sendable {
  let message: String
}

/// The benchmark's routes, outside `main.swift` so their closures are not main-actor isolated.
@available(SwiftStdlib 6.2, *)
enum BenchmarkRoutes {
  static func make() -> Router {
    var router = Router()
    // A typical handler: build a value, let the router encode it (the JSON module's encoder).
    router.get("/json") { _ in Greeting(message: "Hello, World!") }
    // The same value through Foundation's JSONEncoder, the alternative `Response.json`'s default
    // was measured against (scripts/benchmark-http --encoders).
    let foundationEncoder = Response.makeEncoder()
    router.get("/json-foundation") { _ in
      try Response.json(Greeting(message: "Hello, World!"), encoder: foundationEncoder)
    }
    // The same bytes, pre-encoded: isolates the server's own cost from encoding's.
    let encoded = Array(#"{"message":"Hello, World!"}"#.utf8)
    router.get("/json-static") { _ in
      Response(headers: ["Content-Type": "application/json; charset=utf-8"], body: encoded)
    }
    // Lets scripts check that stopping with open event streams still exits cleanly.
    router.events("/events", EventStream())
    return router
  }
}
