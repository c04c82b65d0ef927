import Foundation
import HTTPServer
import HTTPTestSupport
import Synchronization
import Testing

/// How much an event stream holds for a subscriber: a reader that keeps reading gets every
/// event however large the burst; one that stops is dropped.
@Suite("Event backlogs")
struct EventBacklogTests {
  private func withStream(_ stream: EventStream, _ body: (Server, EventStream) throws -> Void) throws {
    var router = Router()
    router.events("/api/events", stream)
    try TestServer.with(router) { server in try body(server, stream) }
  }

  /// Readers on threads of their own, each reading as fast as it can until it has `count`
  /// events (or its stream ends); returns the data each received.
  private final class Readers: Sendable {
    let received: Mutex<[[String]]>
    private let group = DispatchGroup()
    /// Open until the test ends, so a reader that is done is not counted as dropped.
    private let connections: [ReaderBox]

    init(port: Int, count readers: Int, events: Int) throws {
      received = Mutex(Array(repeating: [], count: readers))
      connections = try (0..<readers).map { _ in
        ReaderBox(try EventStreamReader(port: port, path: "/api/events", timeout: .seconds(20)))
      }
      for (index, box) in connections.enumerated() {
        group.enter()
        Thread.detachNewThread { self.read(box.reader, as: index, until: events) }
      }
    }

    private func read(_ reader: EventStreamReader, as index: Int, until events: Int) {
      defer { group.leave() }
      while received.withLock({ $0[index].count }) < events, let event = try? reader.next() {
        received.withLock { $0[index].append(event.data) }
      }
    }

    func wait() -> Bool { group.wait(timeout: .now() + 60) == .success }
  }

  /// Moves a reader to the thread that uses it alone.
  private final class ReaderBox: @unchecked Sendable {
    // Safe: after `init` only the one reading thread reads through `reader`; the test thread
    // only keeps it alive.
    let reader: EventStreamReader
    init(_ reader: EventStreamReader) { self.reader = reader }
  }

  @Test func readersThatKeepReadingGetBackToBackLargeEvents() throws {
    try withStream(EventStream()) { server, stream in
      let readers = try Readers(port: server.port, count: 10, events: 4)
      #expect(Eventually.wait(timeout: .seconds(10)) { stream.subscriberCount == 10 })
      // Four events of 880 KB each, published at once: together 3.5 times the 1 MiB bound.
      let payloads = (0..<4).map { index in String(repeating: Character("\(index)"), count: 880_000) }
      for payload in payloads { stream.publish(event: "record", data: payload) }
      #expect(readers.wait())
      let received = readers.received.withLock { $0 }
      #expect(received.allSatisfy { $0 == payloads }, "events per reader: \(received.map(\.count))")
      #expect(stream.subscriberCount == 10)
    }
  }

  /// Serves `stream` to one subscriber that reads nothing after the response head, and runs
  /// `body` with it connected.
  private func withStoppedReader(_ stream: EventStream, _ body: (EventStream) throws -> Void) throws {
    try withStream(stream) { server, stream in
      let stopped = try EventStreamReader(port: server.port, path: "/api/events")
      #expect(stopped.status == 200)
      #expect(Eventually.wait { stream.subscriberCount == 1 })
      try body(stream)
    }
  }

  @Test func aReaderThatStopsIsDroppedAfterTheStallTimeout() throws {
    try withStoppedReader(EventStream(maxBacklogBytes: 256 * 1024, stallTimeout: .seconds(1))) { stream in
      let payload = String(repeating: "x", count: 16 * 1024)
      // 16 KiB every 10 ms: kernel buffers fill, then the backlog passes 256 KiB and stays
      // there, far below the ceiling (2 MiB) for the second it takes the stall timeout to pass.
      let deadline = ContinuousClock.now + .seconds(30)
      var published = 0
      while stream.subscriberCount > 0, ContinuousClock.now < deadline {
        stream.publish(data: payload)
        published += 1
        usleep(10_000)
      }
      #expect(stream.subscriberCount == 0, "published \(published) events")
    }
  }

  @Test func aBurstPastTheCeilingDropsAStoppedReaderAtOnce() throws {
    try withStoppedReader(EventStream(maxBacklogBytes: 64 * 1024, stallTimeout: .seconds(600))) { stream in
      let payload = String(repeating: "x", count: 64 * 1024)
      // Kernel buffers take a few MiB; past them the backlog reaches the 512 KiB ceiling.
      for index in 0..<400 { stream.publish(id: "\(index)", data: payload) }
      #expect(Eventually.wait(timeout: .seconds(5)) { stream.subscriberCount == 0 })
    }
  }
}
