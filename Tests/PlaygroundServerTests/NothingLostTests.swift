import Foundation
import HTTPTestSupport
import Synchronization
import Testing

/// The issue's "nothing lost" check at its full size, over real sockets: 16 keep-alive clients
/// write 500 times each, every other write to the shared `progress.mapped` and the rest to a
/// binding of their own (several of which share a root with the shared binding or with each other).
@Suite("Nothing lost under concurrent writes")
struct NothingLostTests {
  /// One answered write: its sequence, binding and the JSON value sent.
  struct Answered: Sendable {
    let sequence: Int
    let binding: String
    let value: String
  }

  static let shared = "progress.mapped"
  /// Client `c` owns `own[c]`.
  static let own = [
    "progress.rebuilt", "progress.computed", "haptics.mapped", "haptics.rebuilt", "number.mapped", "number.converted",
    "color.mapped", "color.converted", "optional.root", "optional.gentle", "collection.first", "collection.chain",
    "membership.linux", "membership.web", "identity.inlineB", "identity.explicitA",
  ]

  /// A value for `binding` unique to (client, write) where the type allows it.
  static func value(for binding: String, client: Int, write: Int) -> String {
    let unique = client * 500 + write
    switch binding {
    case "number.mapped", "number.converted": return "\"\(unique)\""
    case "color.mapped", "color.converted": return String(format: "\"#%02x%02x%02x\"", client, write % 256, write / 256)
    case "optional.root", "optional.gentle":
      return write % 7 == 0 ? (binding == "optional.root" ? "null" : "\"\"") : "\"n\(unique)\""
    case "collection.first": return String(unique)
    case "membership.linux", "membership.web": return write % 4 == 1 ? "true" : "false"
    default: return String(Double(unique) / 8_000)
    }
  }

  @Test("16 clients x 500 writes: each answered write logged once, gapless, final state = last writes, streams agree")
  func sixteenClients() throws {
    let playground = try LivePlayground()
    let clients = 16
    let writesPerClient = 500
    let total = 16 * 500
    let streams = Self.subscribe(2, to: playground.port, expecting: total)

    let answered = Mutex<[Answered]>([])
    let failures = Mutex<[String]>([])
    Self.onThreads(clients) { client in
      do {
        let connection = try HTTPClient(port: playground.port)
        for write in 0..<writesPerClient {
          let binding = write.isMultiple(of: 2) ? Self.shared : Self.own[client]
          let value = Self.value(for: binding, client: client, write: write)
          let reply = try connection.request("POST", "/api/bindings/\(binding)", json: #"{"value": \#(value)}"#)
          guard reply.status == 200, let sequence = JSONTree(parsing: reply.text)["sequence"].int else {
            failures.withLock { $0.append("\(binding) \(value): \(reply.status) \(reply.text)") }
            continue
          }
          answered.withLock { $0.append(Answered(sequence: sequence, binding: binding, value: value)) }
        }
      } catch {
        failures.withLock { $0.append("client \(client): \(error)") }
      }
    }
    #expect(failures.withLock { $0 } == [])
    let writes = answered.withLock { $0 }.sorted { $0.sequence < $1.sequence }
    #expect(Self.mismatch(writes.map(\.sequence), 1...total) == nil)

    let log = try Self.readLog(playground, count: total)
    #expect(Self.mismatch(log.compactMap { $0["sequence"].int }, 1...total) == nil)
    for (write, entry) in zip(writes, log)
    where entry["binding"].string != write.binding
      || entry["value"]["written"].description != JSONTree(parsing: write.value).description
    {
      Issue.record("sequence \(write.sequence): answered \(write.binding) \(write.value), logged \(entry)")
    }
    try Self.expectRootsChain(log, finalRoots: playground.roots())

    for ids in streams.wait() {
      #expect(Self.mismatch(ids, 1...total) == nil)
    }
  }

  /// Event-stream readers on their own threads, connected (snapshot read) before this returns.
  final class Streams: Sendable {
    let received = Mutex<[[Int]]>([])
    let done = DispatchGroup()

    /// Waits until every reader has its commits (or its stream ended) and returns their ids.
    func wait() -> [[Int]] {
      done.wait()
      return received.withLock { $0 }
    }
  }

  static func subscribe(_ count: Int, to port: Int, expecting total: Int) -> Streams {
    let streams = Streams()
    let connected = DispatchSemaphore(value: 0)
    for _ in 0..<count {
      streams.done.enter()
      Thread.detachNewThread {
        defer { streams.done.leave() }
        var ids: [Int] = []
        defer { streams.received.withLock { $0.append(ids) } }
        guard let reader = try? EventStreamReader(port: port, path: "/api/events", timeout: .seconds(60)) else {
          connected.signal()
          return
        }
        _ = try? reader.next()  // the snapshot
        connected.signal()
        while ids.count < total, let event = try? reader.next() {
          if event.event == "commit", let id = event.id.flatMap(Int.init) { ids.append(id) }
        }
        reader.close()
      }
    }
    for _ in 0..<count { connected.wait() }
    return streams
  }

  /// Runs `body(index)` on `count` threads of its own (not a pool sized to the CPU count, so all
  /// clients really are concurrent) and waits for all of them.
  static func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let group = DispatchGroup()
    for index in 0..<count {
      group.enter()
      Thread.detachNewThread {
        body(index)
        group.leave()
      }
    }
    group.wait()
  }

  /// `nil` when `values` is exactly `expected`, else a short description of the first difference.
  static func mismatch(_ values: [Int], _ expected: ClosedRange<Int>) -> String? {
    guard values != Array(expected) else { return nil }
    let index =
      zip(values, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(values.count, expected.count)
    let got = index < values.count ? String(values[index]) : "nothing"
    return "\(values.count) values; at index \(index) got \(got), expected \(expected.lowerBound + index)"
  }

  /// Every entry's `root.before` is the previous entry's `root.after` for that scene (no write
  /// was lost or reordered), and the final roots are each scene's last `root.after`.
  static func expectRootsChain(_ log: [JSONTree], finalRoots: JSONTree) throws {
    var latest: [String: String] = [:]
    for entry in log {
      let scene = try #require(entry["scene"].string)
      let before = entry["root"]["before"].description
      if let previous = latest[scene] {
        #expect(before == previous, "sequence \(entry["sequence"].int ?? -1)")
      }
      latest[scene] = entry["root"]["after"].description
    }
    for (scene, after) in latest {
      #expect(finalRoots[scene].description == after, "\(scene)")
    }
  }

  /// The log from sequence 1 on, read a page of 1,000 at a time.
  static func readLog(_ playground: LivePlayground, count: Int) throws -> [JSONTree] {
    var entries: [JSONTree] = []
    while entries.count < count {
      let page = try playground.get("/api/transactions?since=\(entries.count)&limit=1000").json["entries"].array
      guard !page.isEmpty else { break }
      entries += page
    }
    return entries
  }
}
