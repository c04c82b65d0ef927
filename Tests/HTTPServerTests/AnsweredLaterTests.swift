import Dispatch
import Foundation
import HTTPServer
import HTTPTestSupport
import Synchronization
import Testing

/// Work a test holds until it lets it go: the route's answer waits on it.
private final class Gate: Sendable {
  private let opened = DispatchSemaphore(value: 0)
  private let entered = DispatchSemaphore(value: 0)

  /// In the work: says it started, then waits until the test opens the gate.
  func pass() {
    entered.signal()
    opened.wait()
  }

  /// Whether work reached the gate within 5 s.
  func waitUntilReached() -> Bool { entered.wait(timeout: .now() + 5) == .success }

  func open() { opened.signal() }
}

/// A status another thread reads.
private final class StatusBox: Sendable {
  let value = Mutex<Int?>(nil)
}

@Suite("Answers that come later: the connection waits, the worker thread does not")
struct AnsweredLaterTests {
  /// The test routes, plus `GET /later` answered later by work that waits at `gate` (when
  /// given), and `GET /later/fail` whose work throws.
  private func router(gate: Gate? = nil) -> Router {
    var router = makeTestRouter()
    router.on(
      .get, "/later",
      reply: { request in
        guard request.query["now"] == nil else { return .now(.text("now")) }
        return .later {
          gate?.pass()
          return Response(status: .created, headers: ["X-Made": "later"], body: Array("made later".utf8))
        }
      })
    router.on(.get, "/later/fail", reply: { _ in .later { throw HTTPError(.conflict, "taken") } })
    router.on(.get, "/later/secret", reply: { _ in .later { throw SecretFailure() } })
    return router
  }

  @Test("the later answer keeps its status, headers and body, and the connection stays open for the next request")
  func answerAndKeepAlive() throws {
    try TestServer.with(router()) { server in
      let client = try HTTPClient(port: server.port)
      for _ in 0..<3 {
        let later = try client.request("GET", "/later")
        #expect(later.status == 201)
        #expect(later.headers["x-made"] == "later")
        #expect(later.headers["x-content-type-options"] == "nosniff", "the security headers, as on every answer")
        #expect(later.text == "made later")
        #expect(try client.request("GET", "/later?now").text == "now")
        #expect(try client.request("GET", "/api/health").status == 200)
      }
    }
  }

  @Test("an error the work throws is answered as a handler's: its status, or 500 without its details")
  func errors() throws {
    try TestServer.with(router()) { server in
      let client = try HTTPClient(port: server.port)
      let conflict = try client.request("GET", "/later/fail")
      #expect(conflict.status == 409)
      #expect(conflict.text == #"{"error":{"message":"taken","status":409}}"#)
      let secret = try client.request("GET", "/later/secret")
      #expect(secret.status == 500)
      #expect(!secret.text.contains("hunter2"))
    }
  }

  @Test("while work waits, the one worker thread serves every other connection, the kept-alive one too")
  func workerStaysFree() throws {
    let gate = Gate()
    var configuration = Configuration()
    configuration.threadPoolSize = 1
    try TestServer.with(router(gate: gate), configuration: configuration) { server in
      let keptAlive = try HTTPClient(port: server.port)
      #expect(try keptAlive.request("GET", "/api/health").status == 200)
      let port = server.port
      let answered = DispatchSemaphore(value: 0)
      Thread.detachNewThread {
        if (try? HTTPClient(port: port).request("GET", "/later").status) == 201 { answered.signal() }
      }
      #expect(gate.waitUntilReached())
      #expect(try keptAlive.request("GET", "/api/health").status == 200)
      #expect(try HTTPClient(port: port).request("POST", "/api/echo-size", json: "[1]").status == 200)
      #expect(answered.wait(timeout: .now()) == .timedOut, "the work has not answered yet")
      gate.open()
      #expect(answered.wait(timeout: .now() + 5) == .success)
    }
  }

  @Test("stopping the server answers a waiting request with 503 and does not wait for its work")
  func stopWhileWorkWaits() throws {
    let gate = Gate()
    let server = try Server.start(router: router(gate: gate))
    let port = server.port
    let status = StatusBox()
    let answered = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      let reply = try? HTTPClient(port: port).request("GET", "/later")
      status.value.withLock { $0 = reply?.status }
      answered.signal()
    }
    #expect(gate.waitUntilReached())
    let stopped = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      server.stop()
      stopped.signal()
    }
    let stopReturned = stopped.wait(timeout: .now() + 5) == .success
    #expect(stopReturned, "the stop waited for the work")
    #expect(answered.wait(timeout: .now() + 5) == .success)
    #expect(status.value.withLock { $0 } == 503)
    // The work ends after the server: its answer goes nowhere.
    gate.open()
    if !stopReturned { stopped.wait() }
    #expect(!server.isRunning)
  }

  @Test("a client that leaves while its answer is made: the answer goes nowhere, the server serves on")
  func clientLeaves() throws {
    let gate = Gate()
    try TestServer.with(router(gate: gate)) { server in
      let leaving = try HTTPClient(port: server.port)
      try leaving.connection.write(Array("GET /later HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n".utf8))
      #expect(gate.waitUntilReached())
      leaving.connection.close()
      gate.open()
      let client = try HTTPClient(port: server.port)
      #expect(try client.request("GET", "/api/health").status == 200)
    }
  }

  @Test("two hundred later answers leave no descriptor behind")
  func noLeaks() throws {
    let router = router()
    // One warm-up round, so what the runtime creates once is already counted.
    try TestServer.with(router) { server in _ = try HTTPClient(port: server.port).request("GET", "/later") }
    let descriptors = ProcessResources.openFileDescriptors
    try TestServer.with(router) { server in
      let client = try HTTPClient(port: server.port)
      for _ in 0..<200 { #expect(try client.request("GET", "/later").status == 201) }
    }
    // Other suites running at the same time hold sockets of their own, some for tens of seconds;
    // a leak of one descriptor a request would leave 200 more, which never settle back.
    #expect(Eventually.wait(timeout: .seconds(10)) { ProcessResources.openFileDescriptors < descriptors + 100 })
  }
}
