import HTTPTestSupport
import Testing

@Suite("The event stream")
struct EventStreamTests {
  @Test("a snapshot on connect, then one event per write in order: a commit, or a refused write's rejected")
  func commitsInOrder() throws {
    let playground = try LivePlayground()
    _ = try playground.write("number.mapped", #""5""#)
    let reader = try EventStreamReader(port: playground.port, path: "/api/events")
    defer { reader.close() }
    #expect(reader.status == 200)
    #expect(reader.headers["content-type"]?.hasPrefix("text/event-stream") == true)

    let snapshot = try #require(try reader.next())
    #expect(snapshot.event == "snapshot")
    #expect(JSONTree(parsing: snapshot.data)["sequence"].int == 1)
    #expect(JSONTree(parsing: snapshot.data)["roots"]["number"].int == 5)
    #expect(Eventually.wait { (try? playground.get("/healthz").json["subscribers"].int) == 1 })

    let first = try playground.write("progress.mapped", "0.5")
    #expect(try playground.write("number.mapped", #""oops""#).status == 422)
    #expect(try playground.write("progress.mapped", "NaN").status == 422)
    let second = try playground.write("haptics.mapped", "0.9")

    let events = try (0..<4).map { _ in try #require(try reader.next()) }
    #expect(events.map(\.event) == ["commit", "rejected", "rejected", "commit"])
    #expect(events.map(\.id) == ["2", nil, nil, "3"])
    let bindings = events.map { JSONTree(parsing: $0.data)["binding"].string }
    #expect(bindings == ["progress.mapped", "number.mapped", "progress.mapped", "haptics.mapped"])
    #expect(JSONTree(parsing: events[0].data).description == first.json.description)
    #expect(JSONTree(parsing: events[3].data).description == second.json.description)
  }

  @Test("a refused write is published as rejected, the RejectedWrite the unlogged writes list")
  func refusedWrite() throws {
    let playground = try LivePlayground()
    _ = try playground.write("color.converted", ##""#3366cc""##)
    let reader = try EventStreamReader(port: playground.port, path: "/api/events")
    defer { reader.close() }
    _ = try reader.next()
    #expect(Eventually.wait { (try? playground.get("/healthz").json["subscribers"].int) == 1 })

    let refused = try playground.write("color.mapped", ##""#zzz""##)
    #expect(refused.status == 422)

    let event = try #require(try reader.next())
    #expect(event.event == "rejected")
    #expect(event.id == nil)
    let data = JSONTree(parsing: event.data)
    #expect(data["entry"].string == "rejected")
    #expect(data["binding"].string == "color.mapped")
    #expect(data["value"]["written"].string == "#zzz")
    #expect(data["reason"].string == refused.json["rejection"]["reason"].string)
    #expect(data["after"].int == 1)
    let unlogged = try playground.get("/api/transactions/unlogged").json["entries"]
    #expect(unlogged[0].description == data.description)
  }

  @Test("reset and render are published too")
  func resetAndRender() throws {
    let playground = try LivePlayground()
    let reader = try EventStreamReader(port: playground.port, path: "/api/events")
    defer { reader.close() }
    _ = try reader.next()
    let reset = try playground.post("/api/reset", "{}")
    let render = try playground.post("/api/render", "{}")

    let resetEvent = try #require(try reader.next())
    #expect(resetEvent.event == "reset")
    #expect(JSONTree(parsing: resetEvent.data).description == reset.json.description)
    let renderEvent = try #require(try reader.next())
    #expect(renderEvent.event == "render")
    #expect(JSONTree(parsing: renderEvent.data).description == render.json.description)
  }
}
