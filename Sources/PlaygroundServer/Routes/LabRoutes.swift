import HTTPServer
import JSON
import Playground

@available(SwiftStdlib 6.2, *)
extension APIRoute {
  /// The lab: its catalogue, and lab bindings created from definitions, read, listed, compared
  /// and deleted.
  ///
  /// Writes through a lab binding go through `POST /api/bindings/{id}` and the journal's write,
  /// into the same log and event stream as a scene binding's. Creating and deleting publish a
  /// `lab` event, so viewers' lab pages follow the presenter's; in share mode both need the
  /// presenter's token, like every other state change.
  static let lab: [APIRoute] = [
    APIRoute(
      id: "labCatalogue", method: .get, path: "/api/lab/catalogue",
      summary:
        "The lab's types, the steps each one takes (parameters, output) and the limits: what the lab page builds its menus from.",
      responseSchema: "LabCatalogue",
      answer: .json { _, _ in LabCatalogueDocument.text }),
    APIRoute(
      id: "labBindings", method: .get, path: "/api/lab/bindings",
      summary:
        "Every lab binding, oldest first (at most \(LabShelf.capacity): creating one more evicts the oldest).",
      responseSchema: "LabList",
      answer: .json { app, _ in
        app.journal.read { world, _ in
          let list: JSONValue = [
            "bindings": .array(world.lab.all.map(\.summary)), "capacity": .integer(LabShelf.capacity),
          ]
          return list.serializedBytes()
        }
      }),
    APIRoute(
      id: "labCreate", method: .post, path: "/api/lab/bindings",
      summary: """
        Creates a lab binding from a definition: a root and up to 16 steps applied through the \
        library's real subscripts. Answers its id, the Swift expressions of the chain and its two \
        closure-built twins, their identities and the round-trip laws; write through \
        `<id>.chain`, `<id>.closure` and `<id>.converted` with POST /api/bindings/{id}. An \
        unknown type or step, a step its input type does not take or a bad parameter is refused \
        with 422 naming the step and the valid choices, and nothing is created.
        """,
      requestSchema: "LabDefinition", requestExamples: labExamples, responseSchema: "LabBinding", errorStatuses: [422],
      answer: .json { app, request throws(PlaygroundError) in
        // The chain is built and its laws checked before the journal adds it: that reads only the
        // lab binding's own new root.
        let prepared = try LabEntry.Prepared(try LabPlan(parsing: try RequestBody.json(request.body)))
        return app.journal.addLabBinding(prepared).serializedBytes()
      }),
    APIRoute(
      id: "labBinding", method: .get, path: "/api/lab/bindings/{id}",
      summary: "One lab binding, its values read now.", parameters: [labID], responseSchema: "LabBinding",
      errorStatuses: [404],
      answer: .json { app, request throws(PlaygroundError) in
        let id = request.pathID
        let entry = try app.journal.read { (world, _) throws(PlaygroundError) in try world.lab.existingEntry(id).json }
        return entry.serializedBytes()
      }),
    APIRoute(
      id: "labLaws", method: .get, path: "/api/lab/bindings/{id}/laws",
      summary: """
        A lab binding's round-trip laws with every counterexample. The lab binding itself carries \
        at most 3 a law (its answer reaches every page of the room); this checks the chain again \
        from its starting value and keeps them all, for the page that opens "and N more".
        """,
      parameters: [labID], responseSchema: "LabLaws", errorStatuses: [404],
      answer: .json { app, request throws(PlaygroundError) in
        let id = request.pathID
        let plan = try app.journal.read { (world, _) throws(PlaygroundError) in try world.lab.existingEntry(id).plan }
        // Checked outside the world lock: a new root of its own, as creating it was.
        return try plan.allLaws().serializedBytes()
      }),
    APIRoute(
      id: "labRedraws", method: .get, path: "/api/lab/bindings/{id}/redraws",
      summary: """
        How often a child view holding the chain, and one holding each closure-built twin, would \
        run its body while their parent re-renders on `ticks` ticks (default 10) of a state none \
        of them reads: the chain is built again on every render, and each child's binding \
        compared with the last render's by its location identity. A model of SwiftUI's rule, not \
        SwiftUI. A read-only chain (no binding to hold) or a count outside 1...100 is 422.
        """,
      parameters: [
        labID,
        parameter(
          "ticks", in: "query", "How many ticks, 1 to 100 (default 10).",
          schema: ["type": "integer", "minimum": 1, "maximum": .integer(PlaygroundJournal.redrawTicksLimit)]),
      ],
      responseSchema: "LabRedraws", errorStatuses: [404, 422],
      answer: .json { app, request throws(PlaygroundError) in
        let id = request.pathID
        let ticks: Int
        if let text = request.query["ticks"] {
          guard let count = Int(text) else {
            throw .invalid(
              "ticks must be an integer from 1 to \(PlaygroundJournal.redrawTicksLimit), got \(JSONValue.string(text).serialized())"
            )
          }
          ticks = count
        } else {
          ticks = 10
        }
        return try app.journal.labRedraws(id, ticks: ticks)
      }),
    APIRoute(
      id: "labDelete", method: .delete, path: "/api/lab/bindings/{id}",
      summary: "Deletes a lab binding; writes through its bindings then answer 404.", parameters: [labID],
      responseSchema: "LabDeletion", errorStatuses: [403, 404],
      answer: .json { app, request throws(PlaygroundError) in
        let id = request.pathID
        try app.journal.deleteLabBinding(id)
        let answer: JSONValue = ["id": .string(id), "deleted": true]
        return answer.serializedBytes()
      }),
    APIRoute(
      id: "labCompare", method: .get, path: "/api/lab/compare",
      summary:
        "Whether two lab bindings' chains are the same binding over one root, and which step makes the difference.",
      parameters: [
        parameter("left", in: "query", "A lab binding id such as lab-1.", schema: Schema.string, required: true),
        parameter("right", in: "query", "Another lab binding id.", schema: Schema.string, required: true),
      ],
      responseSchema: "LabComparison", errorStatuses: [400, 404],
      answer: .json { app, request throws(PlaygroundError) in
        guard let left = request.query["left"], let right = request.query["right"] else {
          throw .malformed("compare needs two lab binding ids: ?left=lab-1&right=lab-2")
        }
        return try app.journal.read { (world, _) throws(PlaygroundError) in
          LabComparison.compare(try world.lab.existingEntry(left), try world.lab.existingEntry(right)).serializedBytes()
        }
      }),
  ]

  private static let labID = parameter("id", in: "path", "A lab binding id such as lab-1.", schema: Schema.string)

  /// `POST /api/lab/bindings` examples.
  private static var labExamples: JSONValue {
    let examples: [(name: String, summary: String, value: JSONValue)] = [
      (
        "threeSteps",
        "A Float edited as a Double in 0...1, animated: $value[convert: .to(Double.self)][convert: .clamped(to: 0.0...1.0)].animation(.easeInOut(duration: 0.35))",
        [
          "root": ["type": "Float", "value": 0.25],
          "steps": [
            ["step": "to", "type": "Double"], ["step": "clamped", "lower": 0, "upper": 1],
            ["step": "animation", "animation": ["curve": "easeInOut", "duration": 0.35]],
          ],
        ]
      ),
      (
        "lossy",
        "A Double through .to(Int.self): the law report's get-put counterexample says that root 0.5 reads as 0 and writes back as 0.0",
        [
          "root": ["type": "Double", "value": 0.5], "steps": [["step": "to", "type": "Int"]],
        ]
      ),
      (
        "hook", "A setter hook: haptics.impact() when a value above 0.8 is written",
        [
          "root": ["type": "Float", "value": 0.5], "steps": [["step": "onDidSet", "when": "above", "value": 0.8]],
        ]
      ),
    ]
    return curlExamples(posting: "http://127.0.0.1:8080/api/lab/bindings", examples)
  }
}
