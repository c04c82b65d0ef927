import Foundation
import Playground
import PlaygroundServer
import Testing

@Suite(
  "Refused and trapped writes: the server keeps them after the entry they followed, and its export expects them",
  .enabled(if: FileManager.default.isExecutableFile(atPath: builtPlayground), "build the executable first"))
struct UnloggedWriteTests {
  @Test("a refused write is kept as a RejectedWrite after the entry it followed; the log does not hold it")
  func refusedWriteKept() throws {
    let playground = try LivePlayground()
    #expect(try playground.write("number.mapped", #""17""#).status == 200)
    let refused = try playground.write(
      "number.mapped", #""twelve""#, transaction: #"{"animation": {"curve": "easeInOut"}}"#)
    #expect(refused.status == 422)

    let unlogged = try playground.get("/api/transactions/unlogged")
    #expect(unlogged.status == 200)
    let entries = unlogged.json["entries"].array
    #expect(entries.count == 1, "\(unlogged.text)")
    let entry = entries.first ?? unlogged.json
    #expect(entry["entry"].string == "rejected")
    #expect(entry["after"].int == 1)
    #expect(entry["binding"].string == "number.mapped")
    #expect(entry["scene"].string == "number")
    #expect(entry["value"]["written"].string == "twelve")
    #expect(entry["transaction"]["ambient"]["animation"]["curve"].string == "easeInOut")
    #expect(entry["reason"].string == refused.json["rejection"]["reason"].string)
    #expect(entry["root"].int == 17)
    #expect(try playground.get("/api/transactions").json["entries"].array.count == 1, "the log holds the write only")
  }

  @Test("a write refused for the shape of its value is kept too; a body that is not a write is not")
  func whatIsKept() throws {
    let playground = try LivePlayground()
    #expect(try playground.write("number.mapped", "[1]").status == 422)
    #expect(try playground.post("/api/bindings/number.mapped", #"{"valu": 1}"#).status == 422)
    #expect(try playground.write("no.such", "1").status == 404)
    let entries = try playground.get("/api/transactions/unlogged").json["entries"].array
    #expect(entries.count == 1)
    #expect(entries.first?["after"].int == 0)
    #expect(entries.first?["value"]["written"].array.count == 1)
  }

  @Test("the log's export expects a refusal no page reported: a curl user's write is in it")
  func exportExpectsRefusal() throws {
    let playground = try LivePlayground()
    #expect(try playground.write("number.mapped", #""17""#).status == 200)
    #expect(try playground.write("number.mapped", #""twelve""#).status == 422)
    #expect(try playground.write("number.mapped", #""18""#).status == 200)
    let export = try playground.get("/api/transactions/swift-test?since=0&name=refused")
    #expect(export.status == 200, "\(export.text)")
    let source = export.text
    let refusal = try #require(source.range(of: "#expect(context.rejection?.reason =="), "\(source)")
    let first = try #require(source.range(of: "number == 17"))
    let second = try #require(source.range(of: "number == 18"))
    #expect(first.lowerBound < refusal.lowerBound && refusal.lowerBound < second.lowerBound, "in the order made")
    let span = try playground.get("/api/transactions/swift-test?since=2")
    #expect(!span.text.contains("context.rejection?.reason =="), "a span after the refusal leaves it out")
  }

  @Test(
    "a write that trapped is kept as a TrappedWrite after the entry it followed, and the log's export expects the crash"
  )
  func trappedWriteKept() throws {
    let playground = try LivePlayground(app: PlaygroundApp(trap: TrapSettings(executable: builtPlayground)))
    let restore = try playground.post("/api/restore", #"{"roots": {"rows": ["Milk", "Eggs"]}}"#)
    #expect(restore.status == 200)
    let trapped = try playground.write("rows.closure", #""Oat milk""#)
    #expect(trapped.status == 200)
    #expect(trapped.json["entry"].string == "trapped")

    let entries = try playground.get("/api/transactions/unlogged").json["entries"].array
    #expect(entries.count == 1)
    let entry = try #require(entries.first)
    #expect(entry["entry"].string == "trapped")
    #expect(entry["after"].int == 1)
    #expect(entry["trap"]["signal"].string == trapped.json["trap"]["signal"].string)
    #expect(entry["root"]["before"].array.count == 2)

    let export = try playground.get("/api/transactions/swift-test?since=0")
    #expect(export.status == 200, "\(export.text)")
    #expect(export.text.contains("await #expect(processExitsWith: .failure) {"), "\(export.text)")
  }
}
