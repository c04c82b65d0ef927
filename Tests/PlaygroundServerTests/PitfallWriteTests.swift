import Playground
import PlaygroundServer
import Testing

@Suite("Pitfall scenes over HTTP: a stale write through the closure binding and through the mapped one")
struct PitfallWriteTests {
  @Test("a late write after nil: the closure binding brings the item back, the mapped one leaves it nil")
  func lateWrite() throws {
    let playground = try LivePlayground()
    #expect(try playground.write("lateWrite.root", "null").status == 200)
    let mapped = try playground.write("lateWrite.mapped", #""Draft, edited""#)
    #expect(mapped.status == 200)
    #expect(mapped.json["root"]["before"].isNull && mapped.json["root"]["after"].isNull)
    #expect(mapped.json["noOp"].bool == true)
    let closure = try playground.write("lateWrite.rebuilt", #""Draft, edited""#)
    #expect(closure.json["root"]["after"].string == "Draft, edited")
    #expect(try playground.roots()["lateWrite"].string == "Draft, edited")
  }

  @Test("nil written twice: onDismiss() runs on both writes through the onDidSet hook, once through .onChange")
  func dismissal() throws {
    let playground = try LivePlayground()
    let hooked = try (1...2).map { _ in try playground.write("dismissal.didSet", "null").json["hooks"].array.count }
    #expect(hooked == [1, 1])
    #expect(try playground.write("dismissal.root", #""Settings""#).status == 200)
    let changed = try (1...2).map { _ in try playground.write("dismissal.onChange", "null").json["hooks"].array.count }
    #expect(changed == [1, 0])
    let entries = try playground.get("/api/transactions").json["entries"].array
    #expect(
      entries.flatMap { $0["hooks"].array }.compactMap { $0["name"].string }
        == Array(repeating: "onDismiss()", count: 3))
  }

  @Test(
    "a stale write to another case: 422 with the reason and the root through the case mapping; the closure flips it")
  func staleCase() throws {
    let playground = try LivePlayground()
    let alert = #"{"alert":"Delete the draft?"}"#
    #expect(try playground.write("staleCase.root", alert).json["root"]["after"]["alert"].string == "Delete the draft?")
    let refused = try playground.write("staleCase.mapped", #""Draft, edited""#)
    #expect(refused.status == 422)
    #expect(refused.json["rejection"]["reason"].string == "the destination is .alert now, not .edit")
    #expect(refused.json["rejection"]["root"]["alert"].string == "Delete the draft?")
    #expect(try playground.roots()["staleCase"]["alert"].string == "Delete the draft?")
    let closure = try playground.write("staleCase.rebuilt", #""Draft, edited""#)
    #expect(closure.json["root"]["after"]["edit"].string == "Draft, edited")
    let malformed = try playground.write("staleCase.root", #"{"sheet":"x"}"#)
    #expect(malformed.status == 422)
    #expect(try playground.roots()["staleCase"]["edit"].string == "Draft, edited")
  }

  @Test(
    "the write route's examples are the pitfall writes, each curl sending its value; run in order they show each pitfall"
  )
  func documentedExamples() throws {
    // The rows example traps; it runs in the playground executable, as it does in a served one.
    let playground = try LivePlayground(
      app: PlaygroundApp(trap: TrapSettings(executable: builtPlayground, timeLimit: .seconds(10), perMinute: 1000)))
    let document = try playground.get("/api/openapi.json").json
    let examples = document["paths"]["/api/bindings/{id}"]["post"]["requestBody"]["content"]["application/json"][
      "examples"]
    let order = [
      "lateWriteDismiss", "lateWriteMapped", "lateWriteClosure", "dismissalDidSet", "dismissalOnChange",
      "staleCaseAlert", "staleCaseMapped", "staleCaseClosure", "rowsClosure",
    ]
    #expect(examples.keys == Set(order))
    var statuses: [String: Int] = [:]
    var trapped: JSONTree?
    for name in order {
      if name == "rowsClosure" {
        // The rows example is written for a list whose row 2 was deleted.
        _ = try playground.post("/api/restore", #"{"roots":{"rows":["Milk","Eggs"]}}"#)
      }
      let example = examples[name]
      let curl = try #require(example["description"].string)
      let body = try #require(curl.components(separatedBy: "-d '").last?.dropLast())
      #expect(
        JSONTree(parsing: String(body)).description == example["value"].description, "\(name)'s curl sends its value")
      let path = try #require(
        curl.components(separatedBy: " ").first { $0.hasPrefix("http://") }?.components(separatedBy: "8080").last)
      let reply = try playground.post(path, String(body))
      statuses[name] = reply.status
      if name == "rowsClosure" { trapped = reply.json }
    }
    #expect(trapped?["entry"].string == "trapped")
    #expect(trapped?["trap"]["signal"].string?.hasPrefix("SIG") == true)
    #expect(statuses.filter { $0.value != 200 } == ["staleCaseMapped": 422])
    let roots = try playground.roots()
    #expect(roots["lateWrite"].string == "Draft, edited")
    #expect(roots["dismissal"].isNull)
    #expect(roots["staleCase"]["edit"].string == "Draft, edited")
    #expect(roots["rows"].array.map { $0.string } == ["Milk", "Eggs"])
    #expect(
      document["components"]["schemas"]["Control"]["properties"]["type"]["enum"].array.contains { $0.string == "cases" }
    )
  }

  @Test("the pitfall scenes' info carries what goes wrong, the hooks and the sequences, whose writes all answer")
  func sceneInfo() throws {
    let playground = try LivePlayground()
    let scenes = try playground.get("/api/scenes").json["scenes"].array
    for id in ["lateWrite", "dismissal", "staleCase"] {
      let scene = try #require(scenes.first { $0["id"].string == id })
      #expect(scene["pitfall"].string?.isEmpty == false, "\(id)")
      for sequence in scene["sequences"].array {
        for write in sequence["writes"].array {
          let status = try playground.write(write["binding"].string ?? "", write["value"].description).status
          #expect(status == 200 || (id == "staleCase" && status == 422), "\(id): \(sequence["label"])")
        }
      }
    }
    #expect(scenes.first { $0["id"].string == "dismissal" }?["hooks"].array.map(\.string) == ["onDismiss()"])
    #expect(scenes.first { $0["id"].string == "haptics" }?["hooks"].array.map(\.string) == ["haptics.impact()"])
    #expect(scenes.first { $0["id"].string == "progress" }?["hooks"].array.isEmpty == true)
  }
}
