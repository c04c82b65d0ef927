import Foundation
import HTTPTestSupport
import PlaygroundServer
import Testing

@Suite("Share mode: viewers read, only the presenter writes")
struct ShareModeTests {
  @Test(
    "writes without the token, or with a wrong or empty one, get 403 and change nothing",
    arguments: [
      nil, "", "Bearer", "Bearer ", "Bearer wrong-token", "Basic cHJlc2VudGVy", "Token {token}", "Bearer {token}x",
      "Bearer {TOKEN}",
    ])
  func refusedWrites(authorization: String?) throws {
    let shared = try SharedPlayground()
    let authorization = authorization.map {
      $0.replacingOccurrences(of: "{token}", with: shared.token)
        .replacingOccurrences(of: "{TOKEN}", with: shared.token.uppercased())
    }
    let reader = try EventStreamReader(port: shared.port, path: "/api/events")
    defer { reader.close() }
    #expect(try reader.next()?.event == "snapshot")
    let before = try shared.live.get("/api/state").text

    let refused = try shared.write("progress.mapped", "0.9", authorization: authorization)
    #expect(refused.status == 403)
    #expect(refused.json["error"]["status"].int == 403)
    #expect(refused.json["error"]["message"].string?.contains("presenter") == true)
    #expect(!refused.text.contains(shared.token))
    let states = [
      ("/api/reset", "{}"), ("/api/reset", #"{"scenes": ["progress"]}"#), ("/api/render", "{}"),
      ("/api/bindings/no.such", #"{"value":1}"#), ("/api/restore", #"{"sequence": 0}"#),
      ("/api/restore", #"{"roots": {"progress": 0.9}}"#), ("/api/lesson", #"{"lesson": null, "step": 0}"#),
      ("/api/lessons", "{}"),
    ]
    for (path, body) in states {
      var headers = [("Content-Type", "application/json")]
      if let authorization { headers.append(("Authorization", authorization)) }
      #expect(try shared.live.send("POST", path, body: body, headers: headers).status == 403, "\(path)")
    }
    #expect(try shared.live.get("/api/state").text == before)
    #expect(try shared.live.latestSequence() == 0)
    #expect(try shared.live.get("/api/lesson").json["revision"].int == 0)

    // The next event the viewer sees is the presenter's commit, not anything from the refusals.
    #expect(try shared.presenterWrite("haptics.mapped", "0.2").status == 200)
    let next = try #require(try reader.next())
    #expect(next.event == "commit" && next.id == "1")
  }

  @Test("the presenter's write answers 200 with the full write record, logged and published")
  func presenterWrites() throws {
    let shared = try SharedPlayground()
    let reply = try shared.presenterWrite("progress.mapped", "0.75")
    #expect(reply.status == 200)
    let record = reply.json
    #expect(
      record.keys == [
        "sequence", "binding", "scene", "kind", "expression", "identity", "value", "root", "noOp", "transaction",
        "hooks",
        "roundTrip",
      ])
    #expect(record["sequence"].int == 1)
    #expect(record["root"]["after"].double == 0.75)
    #expect(record["transaction"]["animationPreserved"].bool == true)
    #expect(record["roundTrip"]["verdict"].string == "exact")
    #expect(try shared.live.roots()["progress"].double == 0.75)
    let reset = try shared.live.send(
      "POST", "/api/reset", body: "{}",
      headers: [("Content-Type", "application/json"), ("Authorization", "Bearer \(shared.token)")])
    #expect(reset.status == 200)
    #expect(try shared.live.roots()["progress"].double == 0.25)
  }

  @Test("reads, the page and the event stream stay open to viewers; the session says who may write")
  func readsOpen() throws {
    let shared = try SharedPlayground()
    for path in [
      "/healthz", "/api/scenes", "/api/state", "/api/bindings/progress.mapped", "/api/transactions",
      "/api/openapi.json",
    ] {
      #expect(try shared.live.get(path).status == 200, "\(path)")
    }
    let viewer = try shared.live.get("/api/session").json
    #expect(viewer["share"].bool == true && viewer["canWrite"].bool == false)
    let presenter = try shared.live.send("GET", "/api/session", headers: [("Authorization", "Bearer \(shared.token)")])
      .json
    #expect(presenter["share"].bool == true && presenter["canWrite"].bool == true)
    let reader = try EventStreamReader(port: shared.port, path: "/api/events")
    defer { reader.close() }
    #expect(reader.status == 200)
    #expect(try reader.next()?.event == "snapshot")
  }

  @Test("the token appears in no log entry, event, error message or the OpenAPI document")
  func tokenNeverEchoed() throws {
    let shared = try SharedPlayground()
    let reader = try EventStreamReader(port: shared.port, path: "/api/events")
    defer { reader.close() }
    var seen: [String] = []
    seen.append(try #require(try reader.next()).data)
    for (id, value) in [("progress.mapped", "0.5"), ("number.mapped", #""12""#), ("optional.root", #""a""#)] {
      seen.append(try shared.presenterWrite(id, value).text)
      seen.append(try #require(try reader.next()).data)
    }
    seen.append(try shared.presenterWrite("number.mapped", #""twelve""#).text)  // 422 rejection
    seen.append(try shared.write("progress.mapped", "0.1", authorization: "Bearer \(shared.token.dropLast())").text)
    for path in ["/api/transactions", "/api/state", "/api/scenes", "/api/openapi.json", "/api/session", "/healthz"] {
      seen.append(try shared.live.get(path).text)
    }
    #expect(try shared.live.latestSequence() == 3)
    for text in seen {
      #expect(!text.isEmpty)
      #expect(!text.contains(shared.token), "\(text.prefix(120))")
    }
  }

  @Test("loopback mode is unchanged: no token needed, the session says so")
  func loopbackUnchanged() throws {
    let playground = try LivePlayground()
    #expect(try playground.write("progress.mapped", "0.5").status == 200)
    let session = try playground.get("/api/session").json
    #expect(session["share"].bool == false && session["canWrite"].bool == true)
  }
}
