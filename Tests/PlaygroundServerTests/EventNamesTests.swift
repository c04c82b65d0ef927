import Foundation
import Playground
import Testing

@Suite("The event names have one source: JournalEvent")
struct EventNamesTests {
  /// `Public/js/live.js` in this checkout.
  static let liveScript = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appending(path: "Public/js/live.js")

  @Test("the /api/events description names every event, in JournalEvent's order")
  func eventsDescribed() throws {
    let document = try LivePlayground().get("/api/openapi.json").json
    let summary = try #require(document["paths"]["/api/events"]["get"]["summary"].string)
    let named = summary.matches(of: #/`(\w+)`/#).map { String($0.output.1) }
    #expect(named == JournalEvent.allCases.map(\.rawValue), "\(summary)")
  }

  @Test("live.js listens to every event the server sends, and to no other")
  func pageListens() throws {
    let script = try String(contentsOf: Self.liveScript, encoding: .utf8)
    let single = script.matches(of: #/listen\(events, "(\w+)"/#).map { String($0.output.1) }
    let grouped = script.matches(of: #/for \(const name of \[([^\]]*)\]\) listen\(events, name/#).flatMap { match in
      match.output.1.matches(of: #/"(\w+)"/#).map { String($0.output.1) }
    }
    #expect(!single.isEmpty && !grouped.isEmpty, "live.js's listeners are found")
    #expect(Set(single + grouped) == Set(JournalEvent.allCases.map(\.rawValue)))
    #expect((single + grouped).count == JournalEvent.allCases.count, "each event has one listener")
  }
}
