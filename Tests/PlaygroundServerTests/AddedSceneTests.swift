import Foundation
import Testing

@Suite(
  "A scene added in one file and one line (the added-scene fixture): the page's API, the trap child and the export serve it",
  .enabled(if: FileManager.default.isExecutableFile(atPath: builtAddedScene), "build the fixture first"))
struct AddedSceneTests {
  @Test("the scene list ends with the shelf, with its root type, its widget and when its slot is gone")
  func listed() throws {
    let playground = try AddedScenePlayground()
    let scenes = try playground.get("/api/scenes").json["scenes"].array
    #expect(scenes.first?["id"].string == "progress", "the playground's own scenes come first")
    let shelf = try #require(scenes.last)
    #expect(shelf["id"].string == "shelf")
    #expect(shelf["root"]["type"].string == "Shelf")
    #expect(shelf["root"]["value"].array.compactMap(\.string) == ["Jam", "Tea"])
    let widgets = shelf["widgets"].array
    #expect(widgets.count == 1)
    #expect(widgets.first?["kind"].string == "deleteRow")
    #expect(widgets.first?["position"].int == 1)
    #expect(shelf["partGoneWhen"]["kind"].string == "shorterThan")
    #expect(shelf["partGoneWhen"]["count"].int == 2)
    #expect(try playground.get("/api/bindings/shelf.closure").json["value"].string == "Tea")
  }

  @Test("after the slot is deleted, the closure's write traps in a child of the program; the root stays")
  func trap() throws {
    let playground = try AddedScenePlayground()
    #expect(try playground.post("/api/restore", #"{"roots": {"shelf": ["Jam"]}}"#).status == 200)
    let sequence = try playground.latestSequence()

    let reply = try playground.write("shelf.closure", #""Oats""#)
    #expect(reply.status == 200)
    let trap = reply.json["trap"]
    #expect(["SIGILL", "SIGTRAP"].contains(trap["signal"].string ?? ""), "\(reply.text)")
    #expect(trap["message"].string == "Fatal error: Index out of range")
    #expect(reply.json["entry"].string == "trapped")
    #expect(reply.json["value"]["written"].string == "Oats")
    #expect(reply.json["root"]["after"].array.compactMap(\.string) == ["Jam"])

    #expect(try playground.roots()["shelf"].array.compactMap(\.string) == ["Jam"])
    #expect(try playground.latestSequence() == sequence, "a trapped write is not logged")
    #expect(try playground.get("/healthz").json["status"].string == "ok")
    #expect(try playground.get("/api/bindings/shelf.closure").json["wouldTrap"].bool == true)
    let ignored = try playground.write("shelf.mapped", #""Oats""#)
    #expect(ignored.json["noOp"].bool == true)
  }

  @Test("an exported test declares the shelf's root type and writes its values as Swift")
  func export() throws {
    let playground = try AddedScenePlayground()
    #expect(try playground.write("shelf.mapped", #""Honey""#).status == 200)
    let source = try playground.get("/api/transactions/swift-test?name=Shelf").text
    #expect(source.contains("private struct Shelf: Hashable, Sendable {"), "\(source)")
    #expect(source.contains(#"@State var shelf: Shelf = Shelf(labels: ["Jam", "Tea"])"#))
    #expect(source.contains(#"#expect(shelf == Shelf(labels: ["Jam", "Honey"]))"#))
  }
}
