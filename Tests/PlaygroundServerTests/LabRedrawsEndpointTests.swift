import Foundation
import HTTPTestSupport
import PlaygroundServer
import Testing

@Suite("GET /api/lab/bindings/{id}/redraws: how often a child holding the chain or a twin runs its body")
struct LabRedrawsEndpointTests {
  static let definition = #"{"root": {"type": "Float", "value": 0.25}, "steps": [{"step": "to", "type": "Double"}]}"#

  @Test("over the ticks asked for, the chain's child runs once and each twin's on every render, with the reason")
  func counts() throws {
    let playground = try LivePlayground()
    let id = try #require(try playground.createLab(Self.definition).json["id"].string)
    for ticks in [1, 10, 100] {
      let answer = try playground.get("/api/lab/bindings/\(id)/redraws?ticks=\(ticks)")
      #expect(answer.status == 200, "\(answer.text)")
      let json = answer.json
      #expect(json["ticks"].int == ticks && json["parentBodyRuns"].int == ticks + 1)
      #expect(json["disclaimer"].string?.hasSuffix("it is not SwiftUI.") == true)
      let children = json["children"].array
      #expect(children.map { $0["binding"].string ?? "" } == ["\(id).chain", "\(id).closure", "\(id).converted"])
      #expect(children.map { $0["bodyRuns"].int ?? 0 } == [1, ticks + 1, ticks + 1])
      #expect(children[0]["reason"]["kind"].string == "inputsEqual")
      #expect(children[1]["reason"]["text"].string?.contains(" != Closure#") == true)
    }
    // Ten ticks unless asked; nothing is kept between requests.
    #expect(try playground.get("/api/lab/bindings/\(id)/redraws").json["parentBodyRuns"].int == 11)
    #expect(try playground.get("/api/lab/bindings/\(id)/redraws").json["parentBodyRuns"].int == 11)
  }

  @Test(
    "a bad count is 422, an unknown lab binding 404, a read-only chain 422, each with the error body",
    arguments: [
      ("?ticks=0", 422, "ticks must be an integer from 1 to 100, got 0"),
      ("?ticks=101", 422, "ticks must be an integer from 1 to 100, got 101"),
      ("?ticks=ten", 422, #"ticks must be an integer from 1 to 100, got "ten""#),
    ])
  func refused(query: String, status: Int, message: String) throws {
    let playground = try LivePlayground()
    let id = try #require(try playground.createLab(Self.definition).json["id"].string)
    let answer = try playground.get("/api/lab/bindings/\(id)/redraws\(query)")
    #expect(answer.status == status)
    #expect(answer.json["error"]["message"].string == message)
  }

  @Test("an unknown lab binding is 404 and a read-only chain 422")
  func unknownAndReadOnly() throws {
    let playground = try LivePlayground()
    let unknown = try playground.get("/api/lab/bindings/lab-999/redraws")
    #expect(unknown.status == 404 && unknown.json["error"]["message"].string == #"no lab binding with id "lab-999""#)
    let readOnly = try #require(
      try playground.createLab(
        #"{"root": {"type": "[Int]"}, "steps": [{"step": "safeIndex", "index": 1, "form": "map"}]}"#
      )
      .json["id"].string)
    let answer = try playground.get("/api/lab/bindings/\(readOnly)/redraws")
    #expect(answer.status == 422)
    #expect(answer.json["error"]["message"].string?.hasPrefix("\(readOnly) is read-only") == true)
  }
}
