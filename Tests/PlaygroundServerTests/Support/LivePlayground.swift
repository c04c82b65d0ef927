import Foundation
import HTTPServer
import HTTPTestSupport
import PlaygroundServer

/// A response: status, headers, and the body as text and as a Foundation-parsed tree.
struct Reply {
  let status: Int
  let headers: [String: String]
  let text: String
  var json: JSONTree { JSONTree(parsing: text) }
}

/// A fresh playground served on a free loopback port, talked to over real sockets.
final class LivePlayground: PlaygroundClient, Sendable {
  let app: PlaygroundApp
  let server: Server
  var port: Int { server.port }

  /// Starts a playground with its own state, log and event stream (`app`, fresh by default).
  init(app: PlaygroundApp = PlaygroundApp(), configure: (inout Configuration) -> Void = { _ in }) throws {
    self.app = app
    var configuration = Configuration()
    configuration.host = "127.0.0.1"
    configuration.port = 0
    configure(&configuration)
    server = try Server.start(router: app.makeRouter(), configuration: configuration)
  }

  deinit { server.stop() }
}

/// A playground on a loopback port, talked to over a new connection per request.
protocol PlaygroundClient {
  var port: Int { get }
}

extension PlaygroundClient {
  func get(_ path: String) throws -> Reply {
    try send("GET", path)
  }

  /// POSTs `json` as `application/json`.
  func post(_ path: String, _ json: String) throws -> Reply {
    try send("POST", path, body: json, headers: [("Content-Type", "application/json")])
  }

  /// Writes `value` (JSON text) through binding `id`, with an optional ambient transaction.
  func write(_ id: String, _ value: String, transaction: String? = nil) throws -> Reply {
    let body = transaction.map { #"{"value": \#(value), "transaction": \#($0)}"# } ?? #"{"value": \#(value)}"#
    return try post("/api/bindings/\(id)", body)
  }

  /// Sends any request on a new connection.
  func send(_ method: String, _ path: String, body: String? = nil, headers: [(String, String)] = []) throws -> Reply {
    let client = try HTTPClient(port: port)
    defer { client.connection.close() }
    var message = HTTPRequestMessage(method: method, path: path, headers: headers)
    if let body { message.body = Array(body.utf8) }
    let response = try client.request(message)
    return Reply(status: response.status, headers: response.headers, text: response.text)
  }

  /// The current roots, as `GET /api/state` reports them.
  func roots() throws -> JSONTree { try get("/api/state").json["roots"] }

  /// The latest logged sequence.
  func latestSequence() throws -> Int? { try get("/api/transactions?limit=0").json["latestSequence"].int }
}
