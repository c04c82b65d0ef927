import HTTPServer
import JSON
import Playground

@available(SwiftStdlib 6.2, *)
extension APIRoute {
  /// What losing a binding's transaction or identity costs an app: the who-wins grid (which
  /// transaction a write commits) and the redraw tree (which children's bodies run again).
  ///
  /// Performing a cell and ticking or resetting the tree go through the journal, serialized with
  /// every other change, and are published (`whoWins`, `redraws` events) so every page follows;
  /// they change no scene's root, so the log does not hold them. In share mode they need the
  /// presenter's token, like every other state change.
  static let costs: [APIRoute] = [
    APIRoute(
      id: "whoWinsGrid", method: .get, path: "/api/costs/who-wins",
      summary: """
        The who-wins grid: rows are where a write's transaction comes from (none, the binding's own \
        .animation or .transaction, an ambient withAnimation or withTransaction, and the pairs that \
        conflict), columns the four ways of making the binding. Each cell is computed now by running \
        that write through the Bindings module: its code, the transaction that arrived at the root, \
        the ambient one, the one committed, and what swift-navigation's UIBinding rule would commit.
        """,
      responseSchema: "WhoWinsGrid",
      answer: .json { app, _ in app.journal.whoWinsGrid() }),
    APIRoute(
      id: "whoWinsPerform", method: .post, path: "/api/costs/who-wins/cells",
      summary: """
        Performs one cell's write on the grid's root (a Float progress) and answers the cell and the \
        root after it; every page follows through a `whoWins` event. An unknown row or column is \
        404, a value outside 0...1 is 422, and nothing is written.
        """,
      requestSchema: "WhoWinsWrite", requestExamples: whoWinsExamples, responseSchema: "WhoWinsRecord",
      errorStatuses: [404, 422],
      answer: .json { app, request throws(PlaygroundError) in
        let body = try RequestBody.object(request.body, required: ["source", "column", "value"])
        let (source, column) = try PlaygroundError.decoding { () throws(JSONDecodingError) in
          (try body.string("source") ?? "", try body.string("column") ?? "")
        }
        guard let value = body["value"]?.doubleValue else {
          throw .invalid(body.error(at: "value", "expected a number from 0 to 1"))
        }
        return try app.journal.performWhoWins(source: source, column: column, value: value)
      }),
    APIRoute(
      id: "redraws", method: .get, path: "/api/costs/redraws",
      summary: """
        The redraw tree's newest render: the counter, how often the parent's body ran, and for each \
        of its five children its binding's expression, its body runs, whether it ran on that render \
        and why. A model of SwiftUI's rule run on the Bindings module: it is not SwiftUI (the answer \
        says so in `disclaimer`).
        """,
      responseSchema: "Redraws",
      answer: .json { app, _ in app.journal.redraws() }),
    APIRoute(
      id: "redrawsTick", method: .post, path: "/api/costs/redraws/tick",
      summary: """
        Bumps the counter `ticks` times (1 to 100): the parent's body runs again each time, and each \
        child's when its binding's identity differs from the last render's. Answers the newest render; \
        every page follows through a `redraws` event.
        """,
      requestSchema: "RedrawTicks", requestExamples: tickExamples, responseSchema: "Redraws", errorStatuses: [422],
      answer: .json { app, request throws(PlaygroundError) in
        let body = try RequestBody.object(request.body, required: ["ticks"])
        let ticks = try PlaygroundError.decoding { () throws(JSONDecodingError) in try body.integer("ticks") ?? 0 }
        return try app.journal.tickRedraws(ticks)
      }),
    APIRoute(
      id: "redrawsReset", method: .post, path: "/api/costs/redraws/reset",
      summary: "Sets the redraw tree back to its first render (counter 0, every body run once). Takes {}.",
      requestSchema: "RenderRequest", responseSchema: "Redraws", errorStatuses: [422],
      answer: .json { app, request throws(PlaygroundError) in
        _ = try RequestBody.object(request.body)
        return app.journal.resetRedraws()
      }),
  ]

  /// `POST /api/costs/who-wins/cells` examples, each with the curl command that sends it.
  private static var whoWinsExamples: JSONValue {
    curlExamples(
      posting: "http://127.0.0.1:8080/api/costs/who-wins/cells",
      [
        (
          "conflict",
          "The binding's .animation(.easeIn) inside withTransaction(noAnimations), through the mapped binding: SwiftUI keeps the animation, UIBinding would not",
          ["source": "animation+withTransaction", "column": "mapped", "value": 0.75]
        ),
        (
          "dropped", "The binding's .animation(.easeIn) through Binding(get:set:): the one-argument setter drops it",
          ["source": "animation", "column": "getSet", "value": 0.25]
        ),
      ])
  }

  /// `POST /api/costs/redraws/tick` examples.
  private static var tickExamples: JSONValue {
    curlExamples(
      posting: "http://127.0.0.1:8080/api/costs/redraws/tick",
      [
        ("one", "One tick", ["ticks": 1]),
        ("thirty", "A timed run of 30 ticks", ["ticks": 30]),
      ])
  }
}
