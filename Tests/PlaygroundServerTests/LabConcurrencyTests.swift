import Foundation
import Synchronization
import Testing

@Suite("Lab bindings under concurrent writes")
struct LabConcurrencyTests {
  @Test(
    "writes through one lab binding's chain and twins from many threads: none lost, each hook reported by the write that fired it"
  )
  func hooksBelongToTheirWrites() throws {
    let playground = try LivePlayground()
    let lab = try playground.createLab(
      #"{"root": {"type": "Float", "value": 0.5}, "steps": [{"step": "onDidSet", "when": "above", "value": 0.8}]}"#
    ).json
    let id = try #require(lab["id"].string)
    let parts = ["chain", "closure", "converted", "chain"]
    let threads = 4
    let writesPerThread = 30
    let failures = Mutex<[String]>([])
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
      for index in 0..<writesPerThread {
        // Alternately above and below the threshold, so a hook that reported to the wrong write shows.
        let value = (index + thread) % 2 == 0 ? "0.9" : "0.3"
        do {
          let record = try playground.write("\(id).\(parts[thread])", value).json
          let fired = record["hooks"].array.map { $0["name"].string ?? "" }
          if fired != (value == "0.9" ? ["haptics.impact()"] : []) {
            failures.withLock { $0.append("\(value) fired \(fired)") }
          }
          if record["hooks"].array.first.map({ $0["value"].double != 0.9 }) == true {
            failures.withLock { $0.append("a hook names the value \(record["hooks"][0]["value"])") }
          }
        } catch {
          failures.withLock { $0.append("\(error)") }
        }
      }
    }
    #expect(failures.withLock { $0 }.isEmpty, "\(failures.withLock { $0 }.prefix(5))")
    let log = try playground.get("/api/transactions?limit=1000").json["entries"].array
    #expect(log.compactMap { $0["sequence"].int } == Array(1...(threads * writesPerThread)))
  }
}
