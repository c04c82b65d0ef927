import Testing

@Suite("Haptics: setter hooks")
struct HookWriteTests {
  @Test("impact() fires once, and only above 0.8", arguments: ["haptics.mapped", "haptics.rebuilt"])
  func impactAboveThreshold(binding: String) throws {
    let playground = try LivePlayground()
    let below = try playground.write(binding, "0.5").json
    #expect(below["hooks"].array.isEmpty)
    let boundary = try playground.write(binding, "0.8").json
    #expect(boundary["hooks"].array.isEmpty)
    let above = try playground.write(binding, "0.85").json
    #expect(above["hooks"].array.count == 1)
    #expect(above["hooks"][0]["name"].string == "haptics.impact()")
    #expect(above["hooks"][0]["value"].double == 0.85)
    #expect(above["root"]["after"].double == 0.85)
  }

  @Test("hooks appear in the log in the order the writes fired them")
  func hooksInOrder() throws {
    let playground = try LivePlayground()
    for value in ["0.9", "0.3", "0.95", "0.81"] { _ = try playground.write("haptics.mapped", value) }
    let entries = try playground.get("/api/transactions").json["entries"].array
    let impacts = entries.flatMap { $0["hooks"].array }.compactMap { $0["value"].double }
    #expect(impacts == [0.9, 0.95, 0.81])
  }

  @Test("the mapped hook keeps one identity; the closure-built twin is new every write")
  func hookIdentity() throws {
    let playground = try LivePlayground()
    let mapped = try (1...2).map { _ in try playground.write("haptics.mapped", "0.4").json["identity"].string }
    let rebuilt = try (1...2).map { _ in try playground.write("haptics.rebuilt", "0.4").json["identity"].string }
    #expect(mapped[0] != nil && mapped[0] == mapped[1])
    #expect(rebuilt[0] != nil && rebuilt[0] != rebuilt[1])
  }
}
