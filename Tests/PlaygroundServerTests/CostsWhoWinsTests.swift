import HTTPTestSupport
import Testing

// @testable because the grid the endpoint must equal, `WhoWinsGrid`, is internal to the domain
// module.
@testable import Playground

@Suite("/api/costs/who-wins: the grid and performing its cells")
struct CostsWhoWinsTests {
  @Test("the grid answered is the grid the Bindings module computes")
  func gridEqualsComputed() throws {
    let answer = try LivePlayground().get("/api/costs/who-wins")
    #expect(answer.status == 200)
    let computed = JSONTree(parsing: WhoWinsGrid.compute().json.serialized())
    #expect(answer.json.description == computed.description)
    #expect(answer.json["rows"].array.count == TransactionSource.all.count)
    #expect(
      answer.json["columns"].array.map { $0["id"].string } == ["mapped", "getSet", "getSetTransaction", "converted"])
  }

  @Test("performing every cell commits what the grid says, publishes it as whoWins and logs nothing")
  func everyCellCommitsWhatTheGridSays() throws {
    let playground = try LivePlayground()
    let grid = try playground.get("/api/costs/who-wins").json
    let reader = try EventStreamReader(port: playground.port, path: "/api/events")
    defer { reader.close() }
    _ = try #require(try reader.next())
    let sequence = try playground.latestSequence()
    for row in grid["rows"].array {
      for cell in row["cells"].array {
        let body =
          #"{"source": "\#(cell["source"].string ?? "")", "column": "\#(cell["column"].string ?? "")", "value": 0.75}"#
        let answer = try playground.post("/api/costs/who-wins/cells", body)
        #expect(answer.status == 200, "\(answer.text)")
        #expect(answer.json["cell"].description == cell.description)
        #expect(answer.json["progress"].double == 0.75)
        let event = try #require(try reader.next())
        #expect(event.event == "whoWins")
        #expect(JSONTree(parsing: event.data).description == answer.json.description)
      }
    }
    // The grid's root is no scene's: the log, which a restore replays, is unchanged.
    #expect(try playground.latestSequence() == sequence)
  }

  @Test("the conflict SwiftUI resolves key by key: the binding's animation survives withTransaction(noAnimations)")
  func conflictKeepsTheBindingsAnimation() throws {
    let answer = try LivePlayground().post(
      "/api/costs/who-wins/cells", #"{"source": "animation+withTransaction", "column": "mapped", "value": 0.5}"#)
    let cell = answer.json["cell"]
    #expect(cell["committed"]["animation"]["curve"].string == "easeIn")
    #expect(cell["committed"]["disablesAnimations"].bool == true)
    #expect(cell["animates"].bool == true)
    #expect(cell["uiBindingCommitted"]["animation"].isNull)
    #expect(cell["uiBindingDiffers"].bool == true)
    #expect(answer.json["progress"].double == 0.5)
  }

  @Test(
    "bad requests are refused with the right status and write nothing",
    arguments: [
      (#"{"source": "nope", "column": "mapped", "value": 0.5}"#, 404),
      (#"{"source": "none", "column": "nope", "value": 0.5}"#, 404),
      (#"{"source": "none", "column": "mapped", "value": 1.5}"#, 422),
      (#"{"source": "none", "column": "mapped", "value": -0.1}"#, 422),
      (#"{"source": "none", "column": "mapped", "value": "0.5"}"#, 422),
      (#"{"source": "none", "column": "mapped"}"#, 422),
      (#"{"source": "none", "column": "mapped", "value": 0.5, "extra": 1}"#, 422),
      (#"{"source": 3, "column": "mapped", "value": 0.5}"#, 422),
      (#"{"source": "none""#, 400),
    ])
  func refusals(body: String, status: Int) throws {
    let playground = try LivePlayground()
    let answer = try playground.post("/api/costs/who-wins/cells", body)
    #expect(answer.status == status, "\(answer.text)")
    #expect(answer.json["error"]["status"].int == status)
    // Nothing was written: the next write starts from the initial 0.25.
    let next = try playground.post("/api/costs/who-wins/cells", #"{"source": "none", "column": "mapped", "value": 1}"#)
    #expect(next.json["progress"].double == 1)
  }
}
