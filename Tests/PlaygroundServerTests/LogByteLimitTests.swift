import Foundation
import HTTPTestSupport
import Playground
import PlaygroundServer
import Testing

/// The log, a write and a page of the log are bounded in bytes, not only in entries.
@Suite("What one write, the log and one page of it may hold in bytes")
struct LogByteLimitTests {
  /// 21,000 U+2028 line separators: 63 KB of UTF-8 in the body, 126 KB as the record's escapes.
  static let separators = String(repeating: "\u{2028}", count: 21_000)

  @Test("a 63 KB string of U+2028 is refused with 413 and the JSON error body; nothing changes")
  func hugeEscapedValue() throws {
    let playground = try LivePlayground()
    let reader = try EventStreamReader(port: playground.port, path: "/api/events")
    defer { reader.close() }
    #expect(try reader.next()?.event == "snapshot")
    let before = try playground.get("/api/state").text

    let body = try JSONSerialization.data(withJSONObject: ["value": Self.separators])
    #expect(body.count > 63_000 && body.count < 64 * 1024)
    let reply = try playground.post("/api/bindings/optional.root", String(decoding: body, as: UTF8.self))
    #expect(reply.status == 413)
    #expect(reply.text.utf8.count < 1_000)
    #expect(reply.json["error"]["status"].int == 413)
    #expect(reply.json["error"]["message"].string?.contains("8192") == true)
    #expect(try playground.get("/api/state").text == before)
    #expect(try playground.latestSequence() == 0)

    // The next event is the next write's, not anything from the refusal.
    _ = try playground.write("optional.root", #""short""#)
    let next = try #require(try reader.next())
    #expect(next.event == "commit" && next.id == "1")
  }

  @Test("the largest value a write may carry makes a record of at most about seven times its size")
  func largestValue() throws {
    let playground = try LivePlayground()
    // 1,300 separators are 7,800 bytes as JSON escapes, under the 8 KiB cap.
    let value = String(repeating: "\u{2028}", count: 1_300)
    let body = String(decoding: try JSONSerialization.data(withJSONObject: ["value": value]), as: UTF8.self)
    let reply = try playground.post("/api/bindings/optional.root", body)
    #expect(reply.status == 200)
    #expect(reply.text.utf8.count < 7 * 8 * 1024 + 2_000)
    let tooLong = String(
      decoding: try JSONSerialization.data(withJSONObject: ["value": value + String(repeating: "\u{2028}", count: 100)]
      ), as: UTF8.self)
    #expect(try playground.post("/api/bindings/optional.root", tooLong).status == 413)
    #expect(try playground.roots()["optional"].string == value)
  }

  @Test("the log drops its oldest entries once their bytes pass logBytes, sequences still counting")
  func logBytes() throws {
    var limits = PlaygroundLimits()
    limits.logBytes = 60_000
    let playground = try LivePlayground(app: PlaygroundApp(limits: limits))
    let value = String(repeating: "x", count: 2_000)
    var sizes: [Int: Int] = [:]
    for _ in 1...40 {
      let reply = try playground.write("optional.root", #""\#(value)""#)
      #expect(reply.status == 200)
      sizes[reply.json["sequence"].int ?? 0] = reply.text.utf8.count
    }
    let page = try playground.get("/api/transactions?limit=1000").json
    let kept = page["entries"].array.compactMap { $0["sequence"].int }
    #expect(page["latestSequence"].int == 40)
    #expect(kept.last == 40 && kept == Array(kept.first!...40))
    #expect(kept.count < 40)
    let keptBytes = kept.reduce(0) { $0 + sizes[$1]! }
    #expect(keptBytes <= 60_000)
    #expect(keptBytes + sizes[kept.first! - 1]! > 60_000)  // one more would not have fitted
  }

  @Test("a page stops at its byte budget, says it was cut short, and the next page continues")
  func pageBudget() throws {
    var limits = PlaygroundLimits()
    limits.pageBytes = 20_000
    let playground = try LivePlayground(app: PlaygroundApp(limits: limits))
    let value = String(repeating: "y", count: 2_000)
    for _ in 1...30 { #expect(try playground.write("optional.root", #""\#(value)""#).status == 200) }

    var since = 0
    var seen: [Int] = []
    var pages = 0
    while true {
      let reply = try playground.get("/api/transactions?since=\(since)&limit=1000")
      #expect(reply.text.utf8.count < 20_000 + 200)
      let entries = reply.json["entries"].array.compactMap { $0["sequence"].int }
      pages += 1
      seen += entries
      guard reply.json["truncated"].bool == true else { break }
      #expect(!entries.isEmpty)
      since = entries.last!
    }
    #expect(seen == Array(1...30))
    #expect(pages > 1)
    // A limit that ends the page first is not a truncation.
    #expect(try playground.get("/api/transactions?limit=1").json["truncated"].bool == false)
  }
}
