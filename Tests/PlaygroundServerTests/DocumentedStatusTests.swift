import Foundation
import Testing

/// What schemathesis checks, pinned to the cases it found: every status an operation answers is
/// one the OpenAPI document lists for that operation.
@Suite("Every answered status is documented")
struct DocumentedStatusTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var method = "POST"
    var path: String
    var body: String

    var testDescription: String { "\(method) \(path) \(body)" }
  }

  static let cases: [Case] = [
    Case(path: "/api/render", body: "[null, null]"),
    Case(path: "/api/render", body: #"{"again": true}"#),
    Case(path: "/api/reset", body: "[null, null]"),
    Case(path: "/api/reset", body: "0"),
    Case(path: "/api/bindings/number.mapped", body: #"{"value": "twelve"}"#),
    Case(path: "/api/bindings/progress.mapped", body: "{"),
    Case(method: "GET", path: "/api/transactions?limit=-1", body: ""),
  ]

  @Test("the status is among the operation's documented responses", arguments: cases)
  func documented(_ request: Case) throws {
    let playground = try LivePlayground()
    let reply = try playground.send(
      request.method, request.path, body: request.body, headers: [("Content-Type", "application/json")])
    let path = String(request.path.prefix { $0 != "?" }).replacingOccurrences(
      of: #"/api/bindings/[^/]+$"#, with: "/api/bindings/{id}", options: .regularExpression)
    let responses = try playground.get("/api/openapi.json").json["paths"][path][request.method.lowercased()][
      "responses"]
    #expect(!responses.keys.isEmpty, "\(path) is documented")
    #expect(
      responses.keys.contains(String(reply.status)), "answered \(reply.status), documented \(responses.keys.sorted())")
  }
}
