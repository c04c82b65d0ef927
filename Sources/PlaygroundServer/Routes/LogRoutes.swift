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
        gapless sequence. The log keeps the newest 10,000 entries and 16 MiB; a page carries at \
        most 2 MiB of entries, and says `truncated` when that cut it short (ask again with \
        `since` set to its last entry's sequence).
        """,
      parameters: [
        parameter(
          "since", in: "query", "Return entries with a larger sequence; default 0.",
          schema: ["type": "integer", "minimum": 0, "maximum": .integer(Int.max)]),
        parameter(
          "limit", in: "query", "At most this many entries; default 100, at most 1000.",
          schema: ["type": "integer", "minimum": 0, "maximum": 1000]),
      ],
      responseSchema: "TransactionPage", errorStatuses: [400], answer: .json(transactions)),
    APIRoute(
      id: "events", method: .get, path: "/api/events",
      summary: """
        Server-Sent Events: `snapshot` on connect, then `commit`, `reset` and `restore` (id = \
        sequence; the data is the entry the log holds), `render`, `lesson` (a Presentation) and \
        `lab` (a lab binding created or deleted).
        """,
      answer: .events),
  ]

  /// `GET /api/transactions`: `{"entries": [entry], "latestSequence": N, "truncated": Bool}`,
  /// the entries copied as they were written, at most ``PlaygroundLimits/pageBytes`` of them.
  private static func transactions(_ app: PlaygroundApp, _ request: Request) throws(PlaygroundError) -> [UInt8] {
    let page = app.journal.page(
      since: try RequestBody.query(request, "since", default: 0, in: 0...Int.max),
      limit: try RequestBody.query(request, "limit", default: 100, in: 0...1000), byteBudget: app.limits.pageBytes)
    var answer = JSONText.Object(capacity: 64)
    answer.text(JSONText.Key("entries"), JSONText.array(page.entries))
    answer.value(JSONText.Key("latestSequence"), .integer(page.latestSequence))
    answer.value(JSONText.Key("truncated"), .bool(page.truncated))
    return answer.finish()
  }
}
