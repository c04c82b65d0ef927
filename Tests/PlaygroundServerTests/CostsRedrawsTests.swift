import HTTPTestSupport
import Testing

@Suite("/api/costs/redraws: the modelled view tree, ticked through the journal")
struct CostsRedrawsTests {
  /// The children whose binding is the same location every render: their body ran once.
  private static let stable: Set = ["mapped", "inline"]

  @Test("over several runs, mapped children run once and closure children every tick")
  func countsFollowTheIdentityRule() throws {
    let playground = try LivePlayground()
    let first = try playground.get("/api/costs/redraws").json
    #expect(first["counter"].int == 0 && first["parentBodyRuns"].int == 1)
    #expect(
      first["children"].array.allSatisfy { $0["bodyRuns"].int == 1 && $0["reason"]["kind"].string == "firstRender" })
    #expect(first["disclaimer"].string?.contains("it is not SwiftUI") == true)
    var ticks = 0
    for run in [1, 4, 30, 100] {
      let answer = try playground.post("/api/costs/redraws/tick", #"{"ticks": \#(run)}"#)
      #expect(answer.status == 200, "\(answer.text)")
      ticks += run
      let tree = answer.json
      #expect(tree["counter"].int == ticks)
      #expect(tree["parentBodyRuns"].int == ticks + 1)
      let children = tree["children"].array
      #expect(children.map { $0["name"].string } == ["mapped", "inline", "getSet", "converted", "freshID"])
      for child in children {
        let name = child["name"].string ?? ""
        if Self.stable.contains(name) {
          #expect(child["bodyRuns"].int == 1, "\(name)")
          #expect(child["ran"].bool == false && child["reason"]["text"].string == "inputs equal: skipped")
        } else {
          #expect(child["bodyRuns"].int == ticks + 1, "\(name)")
          #expect(child["ran"].bool == true && child["reason"]["kind"].string == "inputsDiffer")
          let previous = try #require(child["reason"]["previous"].string)
          let current = try #require(child["reason"]["current"].string)
          #expect(previous != current)
          #expect(child["reason"]["text"].string == "\(previous) != \(current)")
        }
      }
    }
    #expect(try playground.get("/api/costs/redraws").json.description.contains("\"counter\":\(ticks)"))
  }

  @Test("ticks and resets are published as redraws for every page; the log is unchanged")
  func published() throws {
    let playground = try LivePlayground()
    let reader = try EventStreamReader(port: playground.port, path: "/api/events")
    defer { reader.close() }
    _ = try #require(try reader.next())
    let sequence = try playground.latestSequence()
    let tick = try playground.post("/api/costs/redraws/tick", #"{"ticks": 2}"#)
    let reset = try playground.post("/api/costs/redraws/reset", "{}")
    for answer in [tick, reset] {
      let event = try #require(try reader.next())
      #expect(event.event == "redraws")
      #expect(JSONTree(parsing: event.data).description == answer.json.description)
    }
    #expect(reset.json["counter"].int == 0 && reset.json["parentBodyRuns"].int == 1)
    #expect(reset.json["children"].array.allSatisfy { $0["bodyRuns"].int == 1 })
    #expect(try playground.latestSequence() == sequence)
  }

  @Test("the print-changes snippet is the SwiftUI code with Self._printChanges() in every body")
  func snippet() throws {
    let tree = try LivePlayground().get("/api/costs/redraws").json
    #expect(tree["printChanges"]["line"].string == "let _ = Self._printChanges()")
    let code = try #require(tree["printChanges"]["code"].string)
    #expect(code.components(separatedBy: "let _ = Self._printChanges()").count == 3)
    for child in tree["children"].array { #expect(code.contains(child["expression"].string ?? "?")) }
  }

  @Test(
    "a tick count out of bounds or a bad body is refused and ticks nothing",
    arguments: [
      (#"{"ticks": 0}"#, 422), (#"{"ticks": 101}"#, 422), (#"{"ticks": -3}"#, 422), (#"{"ticks": "3"}"#, 422),
      (#"{"ticks": 1.5}"#, 422), ("{}", 422), (#"{"ticks": 1, "more": true}"#, 422), ("[1]", 422), ("{", 400),
    ])
  func refusals(body: String, status: Int) throws {
    let playground = try LivePlayground()
    let answer = try playground.post("/api/costs/redraws/tick", body)
    #expect(answer.status == status, "\(answer.text)")
    #expect(answer.json["error"]["status"].int == status)
    #expect(try playground.get("/api/costs/redraws").json["counter"].int == 0)
  }

  @Test("reset takes {} and nothing else")
  func resetTakesAnEmptyObject() throws {
    let answer = try LivePlayground().post("/api/costs/redraws/reset", #"{"ticks": 1}"#)
    #expect(answer.status == 422)
  }
}

@Suite("/api/costs in share mode: viewers read, only the presenter changes")
struct CostsShareModeTests {
  @Test("a viewer's cell or tick is refused with 403 and changes nothing; the presenter's goes through")
  func presenterOnly() throws {
    let shared = try SharedPlayground()
    let changes = [
      ("/api/costs/who-wins/cells", #"{"source": "none", "column": "mapped", "value": 0.5}"#),
      ("/api/costs/redraws/tick", #"{"ticks": 1}"#), ("/api/costs/redraws/reset", "{}"),
    ]
    for (path, body) in changes {
      let refused = try shared.live.send("POST", path, body: body, headers: [("Content-Type", "application/json")])
      #expect(refused.status == 403, "\(path)")
    }
    #expect(try shared.live.get("/api/costs/redraws").json["counter"].int == 0)
    #expect(try shared.live.get("/api/costs/who-wins").status == 200)
    for (path, body) in changes {
      let headers = [("Content-Type", "application/json"), ("Authorization", "Bearer \(shared.token)")]
      #expect(try shared.live.send("POST", path, body: body, headers: headers).status == 200, "\(path)")
    }
  }
}
