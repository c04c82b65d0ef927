import Foundation
import HTTPServer
import HTTPTestSupport
import Synchronization
import Testing

@Suite("Concurrent clients")
struct ConcurrencyTests {
  @Test func thirtyTwoKeepAliveClientsAtOnce() throws {
    try TestServer.with(makeTestRouter()) { server in
      let port = server.port
      let failures = Mutex<[String]>([])
      let done = DispatchGroup()
      for index in 0..<32 {
        done.enter()
        // One real thread per client, so all 32 connections carry requests at the same time.
        Thread.detachNewThread {
          defer { done.leave() }
          guard let client = try? HTTPClient(port: port) else {
            failures.withLock { $0.append("client \(index) could not connect") }
            return
          }
          for round in 0..<40 {
            do {
              let name = "c\(index)r\(round)"
              let got = try client.request("GET", "/api/greetings/\(name)?count=\(round)").decode(Greeting.self)
              let posted = try client.request("POST", "/api/greetings", json: #"{"name":"\#(name)","count":\#(index)}"#)
              if got != Greeting(name: name, count: round) || posted.status != 201 {
                failures.withLock { $0.append("\(name): \(got) / \(posted.status)") }
              }
            } catch {
              failures.withLock { $0.append("client \(index) round \(round): \(error)") }
              return
            }
          }
        }
      }
      #expect(done.wait(timeout: .now() + 60) == .success)
      #expect(failures.withLock { $0 } == [])
    }
  }
}
