import HTTPTestSupport
import Testing

/// Event-stream clients that leave while nothing is published (page reloads in a quiet room)
/// must not stay counted, and hold the subscriber cap, until the next heartbeat 15 s later.
@Suite("Departed event-stream subscribers")
struct DepartedSubscriberTests {
  @Test("subscribers that closed are dropped within a few seconds without any event")
  func droppedWithoutEvents() throws {
    let playground = try LivePlayground()
    let readers = try (0..<5).map { _ in try EventStreamReader(port: playground.port, path: "/api/events") }
    for reader in readers { _ = try reader.next() }
    #expect(Eventually.wait { playground.app.events.subscriberCount == 5 })
    for reader in readers { reader.close() }
    #expect(Eventually.wait(timeout: .seconds(4)) { playground.app.events.subscriberCount == 0 })
  }

  @Test("a subscriber that stays is kept")
  func keptWhileOpen() throws {
    let playground = try LivePlayground()
    let reader = try EventStreamReader(port: playground.port, path: "/api/events")
    defer { reader.close() }
    _ = try reader.next()
    #expect(!Eventually.wait(timeout: .seconds(3)) { playground.app.events.subscriberCount == 0 })
    _ = try playground.write("progress.mapped", "0.5")
    #expect(try reader.next()?.event == "commit")
  }
}
