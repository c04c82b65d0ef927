import HTTPTestSupport
import PlaygroundServer
import Testing

@Suite("Share mode in a room: Host names, the viewer cap, viewers that leave")
struct ShareRoomTests {
  @Test("Host must be a served address or a public host, with the port; anything else gets 421")
  func hostAllowList() throws {
    let shared = try SharedPlayground(publicHosts: ["room.example"])
    let port = shared.port
    var allowed = ["127.0.0.1:\(port)", "localhost:\(port)", "room.example:\(port)", "ROOM.example:\(port)"]
    // As read at start: a test running alongside may add a veth address afterwards.
    allowed += shared.live.server.configuration.extraAllowedHosts.filter { !$0.hasPrefix("room") }.map {
      "\($0):\(port)"
    }
    for host in allowed {
      #expect(try shared.live.send("GET", "/api/state", headers: [("Host", host)]).status == 200, "\(host)")
    }
    for host in [
      "evil.example:\(port)", "room.example", "room.example:\(port + 1)", "room.example.evil:\(port)",
      "0.0.0.0:\(port)",
    ] {
      let reply = try shared.live.send("GET", "/api/state", headers: [("Host", host)])
      #expect(reply.status == 421, "\(host)")
      #expect(reply.json["error"]["status"].int == 421)
    }
  }

  @Test("viewers beyond the cap get 503 with a JSON error; a viewer that leaves frees its place")
  func viewerCap() throws {
    let shared = try SharedPlayground(maxSubscribers: 2) { $0.heartbeatInterval = .milliseconds(50) }
    let first = try EventStreamReader(port: shared.port, path: "/api/events")
    let second = try EventStreamReader(port: shared.port, path: "/api/events")
    defer { second.close() }
    #expect(try first.next()?.event == "snapshot")
    #expect(try second.next()?.event == "snapshot")
    let refused = try shared.live.get("/api/events")
    #expect(refused.status == 503)
    #expect(refused.json["error"]["status"].int == 503)
    #expect(refused.headers["content-type"]?.hasPrefix("application/json") == true)

    first.close()  // the tab went away: the heartbeat notices and the place is free again
    #expect(Eventually.wait { (try? shared.live.get("/healthz").json["subscribers"].int) == 1 })
    let third = try EventStreamReader(port: shared.port, path: "/api/events")
    defer { third.close() }
    #expect(third.status == 200)
    #expect(try third.next()?.event == "snapshot")
  }
}
