import Testing

@Suite("The transaction log endpoint and reset")
struct TransactionLogEndpointTests {
  @Test("entries after since, oldest first, at most limit; identical to the write answers")
  func paging() throws {
    let playground = try LivePlayground()
    let answers = try (1...5).map { try playground.write("progress.mapped", "0.\($0)").json }
    let all = try playground.get("/api/transactions").json
    #expect(all["latestSequence"].int == 5)
    #expect(all["entries"].array.map(\.description) == answers.map(\.description))

    let page = try playground.get("/api/transactions?since=2&limit=2").json
    #expect(page["entries"].array.compactMap { $0["sequence"].int } == [3, 4])
    #expect(try playground.get("/api/transactions?since=5").json["entries"].array.isEmpty)
    let far = try playground.get("/api/transactions?since=\(Int.max)&limit=1000")
    #expect(far.status == 200 && far.json["entries"].array.isEmpty && far.json["latestSequence"].int == 5)
  }

  @Test("bad query values are 400", arguments: ["since=-1", "since=x", "limit=1001", "limit=-2", "limit=1.5"])
  func badQuery(query: String) throws {
    let reply = try LivePlayground().get("/api/transactions?\(query)")
    #expect(reply.status == 400)
    #expect(reply.json["error"]["status"].int == 400)
  }

  @Test("reset restores every root as one logged entry; the sequence keeps counting and the log is kept")
  func reset() throws {
    let playground = try LivePlayground()
    let initial = try playground.roots()
    _ = try playground.write("progress.mapped", "0.9")
    _ = try playground.write("membership.web", "true")
    _ = try playground.write("optional.root", #""x""#)
    #expect(try playground.roots().description != initial.description)

    let reset = try playground.post("/api/reset", "{}")
    #expect(reset.status == 200)
    #expect(reset.json["sequence"].int == 4)
    #expect(reset.json["entry"].string == "reset")
    #expect(
      reset.json["scenes"].array.compactMap(\.string) == [
        "progress", "haptics", "number", "color", "optional", "collection", "membership", "identity",
        "lateWrite", "dismissal", "staleCase", "rows",
      ])
    #expect(reset.json["roots"]["after"].description == initial.description)
    #expect(reset.json["roots"]["before"]["progress"].double == 0.9)
    #expect(try playground.roots().description == initial.description)
    let log = try playground.get("/api/transactions").json
    #expect(log["entries"].array.compactMap { $0["sequence"].int } == [1, 2, 3, 4])
    #expect(log["entries"][3].description == reset.json.description)
    #expect(try playground.write("progress.mapped", "0.3").json["sequence"].int == 5)
  }
}
