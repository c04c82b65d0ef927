import Foundation
import JSON
import Playground
import PlaygroundServer
import Testing

@Suite("GET /api/lab/bindings/{id}/swift-test: a lab chain and its writes become a Swift test")
struct ExportLabEndpointTests {
  static let definition = #"{"root": {"type": "Int", "value": 7}, "steps": [{"step": "parsed"}]}"#

  @Test("the chain with its own writes only, named after the lab binding")
  func happyPath() throws {
    let live = try LivePlayground()
    #expect(try live.post("/api/lab/bindings", Self.definition).status == 200)
    #expect(try live.write("progress.mapped", "0.5").status == 200)
    #expect(try live.write("lab-1.chain", "\"12\"").status == 200)
    #expect(try live.write("lab-1.closure", "\"30\"").status == 200)

    let reply = try live.get("/api/lab/bindings/lab-1/swift-test")
    #expect(reply.status == 200)
    #expect(reply.headers["content-type"] == "text/x-swift; charset=utf-8")
    #expect(reply.headers["content-disposition"] == #"attachment; filename="Lab1.swift""#)
    #expect(reply.text.contains("struct Lab1"), "\(reply.text)")
    #expect(reply.text.contains("@State var value: Int = 7"))
    #expect(
      reply.text.contains(
        #"func chain() -> Binding<String> { $value[convert: .parsed(id: "parsed", onRejection: context.reject)] }"#))
    #expect(reply.text.contains(#""12""#) && reply.text.contains(#""30""#), "both writes replayed")
    #expect(!reply.text.contains("progress"), "the other entries are left out")

    let named = try live.get("/api/lab/bindings/lab-1/swift-test?name=parsed%20chain")
    #expect(named.headers["content-disposition"] == #"attachment; filename="ParsedChain.swift""#)
  }

  @Test("a chain with a hook declares the haptics its hook fires")
  func hookDeclaresHaptics() throws {
    let live = try LivePlayground()
    let definition =
      #"{"root": {"type": "Float", "value": 0.5}, "steps": [{"step": "onDidSet", "when": "above", "value": 0.8}]}"#
    #expect(try live.post("/api/lab/bindings", definition).status == 200)
    #expect(try live.write("lab-1.chain", "0.9").status == 200)
    let text = try live.get("/api/lab/bindings/lab-1/swift-test").text
    let declared = try #require(text.range(of: "let haptics = context.haptics"), "\(text)")
    let fired = try #require(text.range(of: "haptics.impact()"))
    #expect(declared.lowerBound < fired.lowerBound, "declared before the chain fires it")
  }

  @Test("its root starts as its first write the log still holds found it")
  func evictedWrites() throws {
    var limits = PlaygroundLimits()
    limits.logEntries = 2
    let live = try LivePlayground(app: PlaygroundApp(limits: limits))
    #expect(try live.post("/api/lab/bindings", #"{"root": {"type": "Int", "value": 7}, "steps": []}"#).status == 200)
    for value in ["1", "2", "3"] { #expect(try live.write("lab-1.chain", value).status == 200) }
    let reply = try live.get("/api/lab/bindings/lab-1/swift-test")
    #expect(reply.status == 200)
    #expect(reply.text.contains("@State var value: Int = 1"), "\(reply.text)")
  }

  @Test("a lab binding with no write is 422: a suite of no tests would test nothing")
  func nothingToTest() throws {
    let live = try LivePlayground()
    #expect(try live.post("/api/lab/bindings", Self.definition).status == 200)
    let reply = try live.get("/api/lab/bindings/lab-1/swift-test")
    #expect(reply.status == 422)
    #expect(reply.json["error"]["message"].string?.contains("no write through lab binding lab-1") == true)
  }

  @Test("an unknown lab binding is 404, more writes than an export replays is 422")
  func refused() throws {
    var limits = PlaygroundLimits()
    limits.exportEntries = 1
    let live = try LivePlayground(app: PlaygroundApp(limits: limits))
    let unknown = try live.get("/api/lab/bindings/lab-9/swift-test")
    #expect(unknown.status == 404)
    #expect(unknown.json["error"]["message"].string == #"no lab binding with id "lab-9""#)
    #expect(try live.post("/api/lab/bindings", Self.definition).status == 200)
    for value in ["\"1\"", "\"2\""] { #expect(try live.write("lab-1.chain", value).status == 200) }
    let tooMany = try live.get("/api/lab/bindings/lab-1/swift-test")
    #expect(tooMany.status == 422)
    #expect(tooMany.json["error"]["message"].string?.contains("at most 1 entries; this one has 2") == true)
  }

  @Test("in share mode a viewer exports the presenter's lab binding")
  func shareMode() throws {
    let shared = try SharedPlayground()
    let create = try shared.live.send(
      "POST", "/api/lab/bindings", body: Self.definition,
      headers: [("Content-Type", "application/json"), ("Authorization", "Bearer \(shared.token)")])
    #expect(create.status == 200)
    #expect(try shared.presenterWrite("lab-1.chain", "\"12\"").status == 200)
    let reply = try shared.live.get("/api/lab/bindings/lab-1/swift-test")
    #expect(reply.status == 200)
    #expect(reply.text.contains(#"chain().wrappedValue = "12""#))
  }
}
