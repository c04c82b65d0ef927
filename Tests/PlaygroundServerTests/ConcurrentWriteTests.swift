import Foundation
import HTTPTestSupport
import Synchronization
import Testing

@Suite("Concurrent writes")
struct ConcurrentWriteTests {
  @Test("writes from many threads each appear exactly once, sequences gapless, events in order")
  func manyThreads() throws {
    let playground = try LivePlayground()
    let reader = try EventStreamReader(port: playground.port, path: "/api/events", timeout: .seconds(20))
    defer { reader.close() }
    _ = try reader.next()

    let threads = 8
    let writesPerThread = 25
    let bindings = [
      "progress.mapped", "progress.rebuilt", "haptics.mapped", "number.mapped", "collection.first",
      "identity.inlineA", "membership.linux", "optional.aggressive",
    ]
    let values = ["0.5", "0.25", "0.9", #""7""#, "11", "3", "true", #""x""#]
    let sequences = Mutex<[Int]>([])
    let failures = Mutex<[String]>([])
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
      for _ in 0..<writesPerThread {
        do {
          let reply = try playground.write(bindings[thread], values[thread])
          guard reply.status == 200, let sequence = reply.json["sequence"].int else {
            failures.withLock { $0.append(reply.text) }
            continue
          }
          sequences.withLock { $0.append(sequence) }
        } catch {
          failures.withLock { $0.append("\(error)") }
        }
      }
    }
    let total = threads * writesPerThread
    #expect(failures.withLock { $0 }.isEmpty)
    #expect(sequences.withLock { $0 }.sorted() == Array(1...total))

    let log = try playground.get("/api/transactions?limit=1000").json
    #expect(log["entries"].array.compactMap { $0["sequence"].int } == Array(1...total))
    var perBinding: [String: Int] = [:]
    for entry in log["entries"].array { perBinding[entry["binding"].string ?? "", default: 0] += 1 }
    #expect(perBinding == Dictionary(uniqueKeysWithValues: bindings.map { ($0, writesPerThread) }))

    var received: [Int] = []
    while received.count < total, let event = try reader.next() {
      if event.event == "commit", let id = event.id.flatMap(Int.init) { received.append(id) }
    }
    #expect(received == Array(1...total))
  }
}
