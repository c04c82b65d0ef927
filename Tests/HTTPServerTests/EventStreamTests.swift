import HTTPServer
import HTTPTestSupport
import Testing

@Suite("Server-Sent Events")
struct EventStreamTests {
  private func withStream(
    _ stream: EventStream = EventStream(), heartbeat: Duration = .seconds(15), timeout: Duration = .seconds(15),
    _ body: (Server, EventStream) throws -> Void
  ) throws {
    var router = makeTestRouter()
    router.events("/api/events", stream)
    var configuration = Configuration()
    configuration.heartbeatInterval = heartbeat
    configuration.connectionTimeout = timeout
    try TestServer.with(router, configuration: configuration) { server in try body(server, stream) }
  }

  private func subscribe(_ server: Server, _ stream: EventStream, expecting count: Int = 1) throws -> EventStreamReader
  {
    let reader = try EventStreamReader(port: server.port, path: "/api/events")
    #expect(Eventually.wait { stream.subscriberCount >= count })
    return reader
  }

  @Test func subscriberReceivesEventsInOrder() throws {
    try withStream { server, stream in
      let reader = try subscribe(server, stream)
      #expect(reader.status == 200)
      #expect(reader.headers["content-type"] == "text/event-stream; charset=utf-8")
      #expect(reader.headers["cache-control"] == "no-store")
      for index in 0..<50 { stream.publish(event: "tick", id: "\(index)", data: "{\"n\":\(index)}") }
      for index in 0..<50 {
        #expect(try reader.next() == ServerSentEvent(event: "tick", id: "\(index)", data: "{\"n\":\(index)}"))
      }
    }
  }

  @Test func multiLineDataArrivesWhole() throws {
    try withStream { server, stream in
      let reader = try subscribe(server, stream)
      stream.publish(data: "first\nsecond")
      stream.publish(event: "a\nid: injected", data: "x")
      #expect(try reader.next() == ServerSentEvent(data: "first\nsecond"))
      #expect(try reader.next() == ServerSentEvent(event: "aid: injected", data: "x"))
    }
  }

  @Test func newSubscribersGetTheInitialEventsFirst() throws {
    let stream = EventStream()
    stream.onSubscribe { [ServerSentEvent(event: "snapshot", data: "{\"state\":1}")] }
    try withStream(stream) { server, stream in
      let reader = try subscribe(server, stream)
      stream.publish(event: "update", data: "2")
      #expect(try reader.next() == ServerSentEvent(event: "snapshot", data: "{\"state\":1}"))
      #expect(try reader.next() == ServerSentEvent(event: "update", data: "2"))
    }
  }

  @Test func heartbeatsRemoveDisconnectedSubscribersAndResubscribeWorks() throws {
    try withStream(heartbeat: .milliseconds(50)) { server, stream in
      let first = try subscribe(server, stream)
      first.close()
      #expect(Eventually.wait { stream.subscriberCount == 0 })
      let second = try subscribe(server, stream)
      stream.publish(event: "again", data: "1")
      #expect(try second.next() == ServerSentEvent(event: "again", data: "1"))
      #expect(stream.subscriberCount == 1)
    }
  }

  @Test func heartbeatsArriveAsComments() throws {
    try withStream(heartbeat: .milliseconds(50)) { server, stream in
      let reader = try subscribe(server, stream)
      stream.publish(data: "after")
      usleepMilliseconds(200)
      stream.publish(data: "later")
      #expect(try reader.next()?.data == "after")
      #expect(try reader.next()?.data == "later")
      #expect(reader.commentCount >= 2)  // the greeting and at least one heartbeat
    }
  }

  @Test func twoHundredSubscribersAllReceiveEachEvent() throws {
    try withStream { server, stream in
      let readers = try (0..<200).map { _ in try EventStreamReader(port: server.port, path: "/api/events") }
      #expect(Eventually.wait(timeout: .seconds(10)) { stream.subscriberCount == 200 })
      stream.publish(event: "all", id: "1", data: "hello")
      stream.publish(event: "all", id: "2", data: "again")
      for reader in readers {
        #expect(try reader.next() == ServerSentEvent(event: "all", id: "1", data: "hello"))
        #expect(try reader.next() == ServerSentEvent(event: "all", id: "2", data: "again"))
      }
    }
  }

  @Test func subscribersBeyondTheCapGet503() throws {
    try withStream(EventStream(maxSubscribers: 2)) { server, stream in
      let kept = try (0..<2).map { _ in try subscribe(server, stream) }
      #expect(Eventually.wait { stream.subscriberCount == 2 })
      let refused = try HTTPClient(port: server.port).request("GET", "/api/events")
      #expect(refused.status == 503)
      #expect(refused.errorBody?.status == 503)
      #expect(kept.count == 2)
    }
  }

  @Test func aRoomOfAThousandFitsTheDefaults() throws {
    // The default cap, connection limit and thread pool: every page of a full room gets its
    // stream, one more is refused, and ordinary requests are still answered beside them.
    try withStream { server, stream in
      #expect(stream.maxSubscribers == 1000)
      let room = try (0..<1000).map { _ in try EventStreamReader(port: server.port, path: "/api/events") }
      #expect(room.allSatisfy { $0.status == 200 })
      #expect(Eventually.wait { stream.subscriberCount == 1000 })
      #expect(try HTTPClient(port: server.port).request("GET", "/api/events").status == 503)
      #expect(try HTTPClient(port: server.port).request("GET", "/api/health").status == 200)
      stream.publish(event: "tick", id: "1", data: "{}")
      for reader in [room[0], room[499], room[999]] {
        #expect(try reader.next() == ServerSentEvent(event: "tick", id: "1", data: "{}"))
      }
    }
  }

  @Test func stoppingTheServerEndsEveryStream() throws {
    let stream = EventStream()
    var router = Router()
    router.events("/api/events", stream)
    let server = try Server.start(router: router)
    let readers = try (0..<5).map { _ in try EventStreamReader(port: server.port, path: "/api/events") }
    #expect(Eventually.wait { stream.subscriberCount == 5 })
    server.stop()
    for reader in readers {
      let ending = Result { try reader.next() }
      #expect((try? ending.get()) == nil)
    }
    #expect(stream.subscriberCount == 0)
  }
}

private func usleepMilliseconds(_ milliseconds: Int) {
  Eventually.wait(timeout: .milliseconds(milliseconds)) { false }
}
