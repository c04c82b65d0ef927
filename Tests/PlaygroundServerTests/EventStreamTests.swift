import HTTPTestSupport
import Testing

@Suite("The event stream")
struct EventStreamTests {
  @Test("a snapshot on connect, then one commit per write in order; rejected writes publish nothing")
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

    let events = try (0..<2).map { _ in try #require(try reader.next()) }
    #expect(events.map(\.event) == ["commit", "commit"])
    #expect(events.map(\.id) == ["2", "3"])
    #expect(events.map { JSONTree(parsing: $0.data).description } == [first.json.description, second.json.description])
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
