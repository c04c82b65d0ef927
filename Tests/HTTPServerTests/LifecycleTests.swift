import Foundation
import HTTPServer
import HTTPTestSupport
import Testing

@Suite("Server lifecycle", .serialized)
struct LifecycleTests {
  @Test func portZeroReportsTheBoundPort() throws {
    let server = try Server.start(router: makeTestRouter())
    defer { server.stop() }
    #expect(server.port > 0)
    #expect(server.isRunning)
    #expect(try HTTPClient(port: server.port).request("GET", "/api/health").status == 200)
  }

  @Test func takenPortThrowsWithTheSystemReason() throws {
    let first = try Server.start(router: makeTestRouter())
    defer { first.stop() }
    var configuration = Configuration()
    configuration.port = first.port
    #expect(throws: ServerError.bindFailed(host: "127.0.0.1", port: first.port, reason: "Address already in use")) {
      try Server.start(router: makeTestRouter(), configuration: configuration)
    }
  }

  @Test func invalidAddressIsRejected() {
    var configuration = Configuration()
    configuration.host = "not-an-address"
    #expect(throws: ServerError.invalidAddress("not-an-address")) {
      try Server.start(router: makeTestRouter(), configuration: configuration)
    }
  }

  @Test func stoppedServerRefusesConnections() throws {
    let server = try Server.start(router: makeTestRouter())
    let port = server.port
    server.stop()
    server.stop()
    #expect(!server.isRunning)
    #expect(throws: SocketConnection.Failure.self) { try SocketConnection(port: port) }
  }

  @Test func bindsIPv6LoopbackWhenAsked() throws {
    var configuration = Configuration()
    configuration.host = "::1"
    let server = try Server.start(router: makeTestRouter(), configuration: configuration)
    defer { server.stop() }
    #expect(server.port > 0)
  }

  @Test func bindsAllInterfacesWhenAskedAndStillChecksHost() throws {
    var configuration = Configuration()
    configuration.host = "0.0.0.0"
    let server = try Server.start(router: makeTestRouter(), configuration: configuration)
    defer { server.stop() }
    let client = try HTTPClient(port: server.port)
    #expect(try client.request("GET", "/api/health").status == 200)
    #expect(try client.request("GET", "/api/health", headers: [("Host", "192.0.2.1:\(server.port)")]).status == 421)
  }

  @Test func fiftyStartsAndStopsLeakNoThreadsOrDescriptors() throws {
    let stream = EventStream()
    var router = makeTestRouter()
    router.events("/api/events", stream)
    // One warm-up cycle so lazily created runtime threads and files are already counted.
    try cycle(router)
    let descriptors = ProcessResources.openFileDescriptors
    let threads = ProcessResources.threads
    for _ in 0..<50 { try cycle(router) }
    // Other suites run in parallel and open sockets and threads of their own for a moment, so
    // wait for the counts to settle; a leak of 50 cycles would never settle back.
    #expect(Eventually.wait(timeout: .seconds(10)) { ProcessResources.openFileDescriptors <= descriptors })
    #expect(Eventually.wait(timeout: .seconds(10)) { ProcessResources.threads <= threads })
  }

  private func cycle(_ router: Router) throws {
    let server = try Server.start(router: router)
    let response = try HTTPClient(port: server.port).request("GET", "/api/health")
    #expect(response.status == 200)
    server.stop()
  }
}
