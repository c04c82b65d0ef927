import Testing

@Suite("Bad input: the right status, the JSON error body, and the state untouched")
struct BadInputTests {
  /// A request, the status it must get, and a word its message must contain.
  struct Case: CustomTestStringConvertible, Sendable {
    var method = "POST"
    var path = "/api/bindings/progress.mapped"
    var body: String?
    var headers: [(String, String)] = [("Content-Type", "application/json")]
    var status: Int
    var mentions: String

    var testDescription: String { "\(method) \(path) \(body?.prefix(40) ?? "") -> \(status)" }
  }

  static let cases: [Case] = [
    Case(body: #"{"value": "#, status: 400, mentions: "malformed"),
    Case(body: #"{"value": 0.5,}"#, status: 400, mentions: "malformed"),
    Case(body: #"{"value": "0.5"}"#, status: 422, mentions: "Double"),
    Case(body: #"{"value": NaN}"#, status: 422, mentions: "non-finite"),
    Case(body: #"{"value": 1e400}"#, status: 422, mentions: "non-finite"),
    Case(body: #"{"value": -Infinity}"#, status: 422, mentions: "non-finite"),
    Case(body: #"{"transaction": null}"#, status: 422, mentions: "missing"),
    Case(body: #"{"vaule": 0.5}"#, status: 422, mentions: "vaule"),
    Case(body: "[0.5]", status: 422, mentions: "object"),
    Case(body: #"{"value": 0.5, "transaction": {"animation": {"curve": "bouncy"}}}"#, status: 422, mentions: "bouncy"),
    Case(
      body: #"{"value": 0.5, "transaction": {"animation": {"curve": "linear", "duration": -1}}}"#, status: 422,
      mentions: "at least 0"),
    Case(body: #"{"value": 0.5, "transaction": {"disablesAnimations": "yes"}}"#, status: 422, mentions: "Bool"),
    Case(
      body: #"{"value": 0.5, "transaction": {"animation": {"curve": "easeIn", "dampingFraction": -1}}}"#, status: 422,
      mentions: "dampingFraction"),
    Case(
      body: #"{"value": 0.5, "transaction": {"animation": {"curve": "linear", "speed": 0}}}"#, status: 422,
      mentions: "above 0"),
    Case(
      body: #"{"value": 0.5, "transaction": {"animation": {"curve": "linear", "curvature": 2}}}"#, status: 422,
      mentions: "curvature"),
    Case(
      body: #"{"value": 0.5, "transaction": {"animation": {"curve": "easeIn", "dampingFraction": null}}}"#, status: 422,
      mentions: "dampingFraction"),
    Case(path: "/api/bindings/number.converted", body: #"{"value": 5}"#, status: 422, mentions: "String"),
    Case(path: "/api/bindings/collection.first", body: #"{"value": 1.5}"#, status: 422, mentions: "fractional"),
    Case(path: "/api/bindings/collection.first", body: #"{"value": 1e19}"#, status: 422, mentions: "range"),
    Case(path: "/api/bindings/haptics.mapped", body: #"{"value": 1e39}"#, status: 422, mentions: "Float"),
    Case(path: "/api/bindings/membership.web", body: #"{"value": null}"#, status: 422, mentions: "Bool"),
    Case(path: "/api/bindings/nowhere", body: #"{"value": 1}"#, status: 404, mentions: "nowhere"),
    Case(method: "DELETE", path: "/api/bindings/progress.mapped", status: 405, mentions: "POST"),
    Case(method: "POST", path: "/api/state", body: "{}", status: 405, mentions: "GET"),
    Case(method: "GET", path: "/api/reset", status: 405, mentions: "POST"),
    Case(
      body: #"{"value": 0.5}"#, headers: [("Content-Type", "text/plain")], status: 415, mentions: "application/json"),
    Case(body: #"{"value": 0.5}"#, headers: [], status: 415, mentions: "application/json"),
    Case(
      path: "/api/reset", body: "{}",
      headers: [("Content-Type", "application/json"), ("Origin", "http://evil.example")],
      status: 403, mentions: "Origin"),
    Case(body: #"{"value": 0.5, "pad": ""# + String(repeating: "x", count: 70_000) + #""}"#, status: 413, mentions: ""),
  ]

  @Test("answers with the status and a JSON error; nothing changes, nothing is logged", arguments: cases)
  func rejected(_ request: Case) throws {
    let playground = try LivePlayground()
    let before = try playground.roots().description
    let reply = try playground.send(request.method, request.path, body: request.body, headers: request.headers)
    #expect(reply.status == request.status, "\(reply.text)")
    #expect(reply.json["error"]["status"].int == request.status)
    let message = reply.json["error"]["message"].string ?? ""
    #expect(request.mentions.isEmpty || message.localizedStandardContains(request.mentions), "\(message)")
    #expect(try playground.roots().description == before)
    #expect(try playground.latestSequence() == 0)
  }

  @Test("a rejected value reports the binding, the reason and the unchanged root")
  func rejectionBody() throws {
    let reply = try LivePlayground().write("progress.mapped", #""fast""#)
    #expect(reply.json["rejection"]["binding"].string == "progress.mapped")
    #expect(reply.json["rejection"]["reason"].string?.contains("string") == true)
    #expect(reply.json["rejection"]["root"].double == 0.25)
  }
}
