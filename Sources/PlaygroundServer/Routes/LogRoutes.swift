import HTTPServer
import JSON
import Playground

@available(SwiftStdlib 6.2, *)
extension APIRoute {
  /// The log of changes, paged, and the stream that publishes each change as it is made.
  static let log: [APIRoute] = [
    APIRoute(
      id: "transactions", method: .get, path: "/api/transactions",
      summary: """
        Logged entries after `since`, oldest first: writes, resets and restores, numbered in one \
        gapless sequence. The log keeps the newest \(LimitText.count(defaults.logEntries)) entries \
        and \(LimitText.bytes(defaults.logBytes)); a page carries at most \
        \(LimitText.bytes(defaults.pageBytes)) of entries, and says `truncated` when that cut it \
        short (ask again with `since` set to its last entry's sequence).
        """,
      parameters: [
        parameter(
          "since", in: "query", "Return entries with a larger sequence; default 0.",
          schema: ["type": "integer", "minimum": 0, "maximum": .integer(Int.max)]),
        parameter(
          "limit", in: "query",
          "At most this many entries; default \(pageEntries.standard), at most \(pageEntries.most).",
          schema: ["type": "integer", "minimum": 0, "maximum": .integer(pageEntries.most)]),
      ],
      responseSchema: "TransactionPage", errorStatuses: [400], answer: .json(transactions)),
    APIRoute(
      id: "unloggedWrites", method: .get, path: "/api/transactions/unlogged",
      summary: """
        The writes the log does not hold because they changed no root, oldest first: each write \
        a binding refused with 422 (a RejectedWrite) and each write that trapped in a child \
        process (a TrappedWrite), with `after`, the sequence of the log entry it followed (0 \
        before any). A recording places each after that entry, and an export of the log expects \
        them. The newest \(LimitText.count(unloggedKept.count)) are kept.
        """,
      responseSchema: "UnloggedWrites", answer: .json(unloggedWrites)),
    APIRoute(
      id: "events", method: .get, path: "/api/events",
      summary: eventsSummary, answer: .events),
  ]

  /// The playground's limits by default, as the descriptions state them.
  private static let defaults = PlaygroundLimits()

  /// How many entries a page of `GET /api/transactions` holds when `limit` is absent, and at most.
  private static let pageEntries = (standard: 100, most: 1000)

  /// The `/api/events` description: every ``JournalEvent``, in its order.
  static var eventsSummary: String {
    let events = JournalEvent.allCases.map { event in
      "`\(event.rawValue)` (\(event.data)\(event.isLogged ? "; id = sequence, the data is the entry the log holds" : ""))"
    }
    return "Server-Sent Events, in the order the changes were made: " + events.joined(separator: ", ") + "."
  }

  /// How many refused and trapped writes the server keeps.
  private static let unloggedKept = PlaygroundJournal.keptUnloggedWrites

  /// `GET /api/transactions/unlogged`: `{"entries": [RejectedWrite or TrappedWrite]}`, each
  /// copied as the journal wrote it.
  private static func unloggedWrites(_ app: PlaygroundApp, _ request: Request) throws(PlaygroundError) -> [UInt8] {
    var answer = JSONText.Object(capacity: 64)
    answer.text(JSONText.Key("entries"), JSONText.array(app.journal.unloggedWrites()))
    return answer.finish()
  }

  /// `GET /api/transactions`: `{"entries": [entry], "latestSequence": N, "truncated": Bool}`,
  /// the entries copied as they were written, at most ``PlaygroundLimits/pageBytes`` of them.
  private static func transactions(_ app: PlaygroundApp, _ request: Request) throws(PlaygroundError) -> [UInt8] {
    let page = app.journal.page(
      since: try request.integerQuery("since", default: 0, in: 0...Int.max),
      limit: try request.integerQuery("limit", default: pageEntries.standard, in: 0...pageEntries.most),
      byteBudget: app.limits.pageBytes)
    var answer = JSONText.Object(capacity: 64)
    answer.text(JSONText.Key("entries"), JSONText.array(page.entries))
    answer.value(JSONText.Key("latestSequence"), .integer(page.latestSequence))
    answer.value(JSONText.Key("truncated"), .bool(page.truncated))
    return answer.finish()
  }
}
