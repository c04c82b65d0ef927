import JSON
import Playground

// Schemas of teaching: resets and restores as log entries, lessons and the presented step, and
// the recording the page downloads and imports.

@available(SwiftStdlib 6.2, *)
extension OpenAPIDocument {
  static var teachingSchemas: KeyValuePairs<String, JSONValue> {
    [
      "LogEntry": [
        "description": """
        One entry of the transaction log, the event stream and a recording: a write \
        (WriteRecord, no `entry` member), a reset or a restore. All three share one gapless \
        sequence.
        """,
        "anyOf": [Schema.ref("WriteRecord"), Schema.ref("ResetRecord"), Schema.ref("RestoreRecord")],
      ],
      "ResetRequest": Schema.object(
        ["scenes": ["type": "array", "minItems": 1, "items": Schema.oneOf(SceneList.ids)]], optional: ["scenes"],
        closed: true,
        description: "`{}` (or no body) resets every scene; `scenes` names the ones to reset."),
      "ResetRecord": rootChange(
        "reset", description: "Scenes set back to their initial roots; `roots` has each one's before and after."),
      "RestoreRequest": [
        "description":
          "Restore the roots after entry `sequence` of this log, or set the roots named to the values given.",
        "oneOf": [
          Schema.object(["sequence": ["type": "integer", "minimum": 0]], closed: true),
          Schema.object(["roots": sceneRoots(minimum: 1)], closed: true),
        ],
      ],
      "RestoreRecord": rootChange(
        "restore",
        description: """
          Roots set to their values after entry `restoredTo` (or, when it is null, to values a \
          request gave, as an imported recording starts); only scenes whose root changed are listed.
          """),
      "Lesson": Schema.object(
        [
          "format": ["const": .string(Lesson.format)], "version": ["const": .integer(Lesson.version)],
          "id": ["type": "string", "pattern": "^[a-z0-9][a-z0-9-]*$", "maxLength": .integer(LessonReader.Limit.id)],
          "title": text(LessonReader.Limit.title), "summary": text(LessonReader.Limit.text),
          "steps": [
            "type": "array", "minItems": 1, "maxItems": .integer(LessonReader.Limit.steps),
            "items": Schema.ref("LessonStep"),
          ],
        ], closed: true,
        description: "A guided tour: the Playground catalog's \"Writing a Lesson\" article explains each member."),
      "LessonStep": [
        "description": "A step about a scene (`scene`) or about a cost card (`card`).",
        "oneOf": [Schema.ref("LessonSceneStep"), Schema.ref("LessonCardStep")],
      ],
      "LessonSceneStep": Schema.object(
        [
          "title": text(LessonReader.Limit.title), "scene": Schema.oneOf(SceneList.ids),
          "instruction": text(LessonReader.Limit.text, "What to do."),
          "lookFor": text(LessonReader.Limit.text, "What to look for."),
          "highlight": [
            "type": "array", "maxItems": .integer(LessonReader.Limit.highlights), "items": Schema.string,
            "description": "Bindings of the step's scene whose control and badge the page marks.",
          ],
          "perform": [
            "type": "array", "maxItems": .integer(LessonReader.Limit.actions), "items": Schema.ref("LessonAction"),
            "description": "What the step's \"Do it\" does, in order.",
          ],
        ], optional: ["highlight", "perform"], closed: true),
      "LessonCardStep": Schema.object(
        [
          "title": text(LessonReader.Limit.title),
          "card": [
            "enum": .array(LessonCard.allCases.map { .string($0.rawValue) }),
            "description": "The cost card the step is about: the redraw tree or the who-wins grid.",
          ],
          "instruction": text(LessonReader.Limit.text, "What to do."),
          "lookFor": text(LessonReader.Limit.text, "What to look for."),
          "highlight": [
            "type": "array", "maxItems": .integer(LessonReader.Limit.highlights),
            "items": Schema.oneOf(LessonCard.allCases.flatMap(\.highlightable)),
            "description": "The redraw tree's children (by name) or the who-wins grid's rows (by id) the page marks.",
          ],
          "perform": [
            "type": "array", "maxItems": .integer(LessonReader.Limit.actions),
            "items": Schema.ref("LessonCardAction"),
            "description": "What the step's \"Do it\" does, in order: actions of the step's card only.",
          ],
        ], optional: ["highlight", "perform"], closed: true,
        description: """
          A step about a cost card. The redraw tree models SwiftUI's rule for when a child's body \
          runs on the Bindings module; it is not SwiftUI.
          """),
      "LessonAction": [
        "oneOf": [
          Schema.object(
            [
              "write": Schema.string, "value": Schema.anyValue,
              "transaction": Schema.nullable(Schema.ref("Transaction")),
            ],
            optional: ["transaction"], closed: true,
            description: "A write through a binding of the step's scene, with an optional ambient transaction."),
          Schema.object(["render": ["const": true]], closed: true, description: "Render again."),
          Schema.object(
            [
              "reset": [
                "type": "array", "minItems": 1, "maxItems": .integer(SceneList.ids.count),
                "items": Schema.oneOf(SceneList.ids),
              ]
            ],
            closed: true, description: "Reset these scenes."),
          [
            "type": "object", "required": ["restore"], "additionalProperties": false,
            "description": """
            Set these scenes' roots, as POST /api/restore with `roots` does (a row deleted from \
            the rows scene: {"restore": {"rows": ["Milk", "Eggs"]}}).
            """,
            "properties": [
              "restore": [
                "type": "object", "minProperties": 1, "propertyNames": Schema.oneOf(SceneList.ids),
                "additionalProperties": Schema.anyValue,
              ]
            ],
          ],
        ]
      ],
      "LessonCardAction": [
        "oneOf": [
          Schema.object(
            ["tick": ["type": "integer", "minimum": 1, "maximum": .integer(PlaygroundJournal.redrawTicksLimit)]],
            closed: true, description: "On the redraws card: tick the parent's counter this many times."),
          Schema.object(
            ["resetRedraws": ["const": true]], closed: true,
            description: "On the redraws card: start the tree again, every child's body run once."),
          Schema.object(
            [
              "whoWins": Schema.object(
                [
                  "source": Schema.oneOf(LessonCard.whoWins.highlightable),
                  "column": Schema.oneOf(LessonCard.whoWinsColumns),
                  "value": ["type": "number", "minimum": 0, "maximum": 1],
                ], closed: true)
            ], closed: true,
            description: "On the whoWins card: perform one cell's write, as pressing it does."),
        ]
      ],
      "LessonSummary": Schema.object([
        "id": Schema.string, "title": Schema.string, "summary": Schema.string, "steps": Schema.integer,
        "origin": Schema.oneOf(["server", "uploaded"]),
      ]),
      "LessonList": Schema.object(["lessons": Schema.array(of: Schema.ref("LessonSummary"))]),
      "Presentation": Schema.object([
        "lesson": Schema.nullable(Schema.string), "step": Schema.integer,
        "revision": [
          "type": "integer", "description": "How many times the step was set; a page keeps the highest it saw.",
        ],
      ]),
      "PresentRequest": Schema.object(
        ["lesson": Schema.nullable(Schema.string), "step": ["type": "integer", "minimum": 0]], closed: true,
        description: "The lesson and its step (from 0) every page moves to; `lesson: null` ends the lesson."),
      "Recording": Schema.object(
        [
          "format": ["const": "keypath-playground/recording"], "version": ["const": 1],
          "recordedAt": [
            "type": "string",
            "description": "When it was recorded, as the page writes it (ISO 8601); shown in an export's title.",
          ],
          "start": Schema.object(["sequence": recordingSequence, "roots": recordingRoots], closed: true),
          "end": Schema.object(["sequence": recordingSequence, "roots": recordingRoots], closed: true),
          "entries": [
            "type": "array",
            "items": [
              "type": "object",
              "description": """
              A LogEntry as the log holds it, or a write the log does not hold, after the entry \
              it followed: a RejectedWrite or a TrappedWrite, each with `after`, as GET \
              /api/transactions/unlogged gives them. Reading one takes only the members it \
              needs, so an entry is refused only when it cannot be replayed.
              """,
            ],
          ],
          "labs": ["type": "object", "additionalProperties": Schema.ref("LabDefinition")],
        ],
        optional: ["labs"], closed: true,
        description: """
          What the page's "Download recording" saves and "Open…" replays: the log entries \
          `start.sequence` (exclusive) to `end.sequence` with the refused and trapped writes the \
          server kept among them, the roots before the first and after \
          the last (lab bindings' roots under their ids), and `labs`, the definitions of the lab \
          bindings the entries write through (absent when they write through none). \
          POST /api/export/swift-test turns it into a Swift test, expecting each refusal and \
          each crash, and also takes a lesson's cost-card steps \
          (`{"entry": "costs", "card", "action"}`: a who-wins cell becomes a test of its own, a \
          redraw step is named as not exported). \
          No endpoint serves it; the Playground catalog's "Recordings and Exports" article describes it.
          """),
    ]
  }

  /// A recording's `start.sequence` or `end.sequence`: a log entry's number, or 0 before any.
  private static let recordingSequence: JSONValue = ["type": "integer", "minimum": 0]

  /// A recording's roots: scenes' by scene id, and lab bindings' by their ids (`lab-3`).
  private static let recordingRoots: JSONValue = [
    "type": "object", "description": "Roots by scene id, and lab bindings' roots by their ids (lab-3).",
  ]

  /// Roots by scene id, at least `minimum` of them.
  private static func sceneRoots(minimum: Int) -> JSONValue {
    [
      "type": "object", "minProperties": .integer(minimum), "additionalProperties": false,
      "properties": .object(SceneList.ids.map { (key: $0, value: Schema.anyValue) }),
    ]
  }

  /// A text member of a lesson: 1 to `maximum` characters.
  private static func text(_ maximum: Int, _ description: String? = nil) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = [
      ("type", "string"), ("minLength", 1), ("maxLength", .integer(maximum)),
    ]
    if let description { members.append(("description", .string(description))) }
    return .object(members)
  }

  /// A ResetRecord or RestoreRecord: `entry`, the scenes set and their roots before and after;
  /// a restore says which entry it restored (`restoredTo`).
  private static func rootChange(_ entry: String, description: String) -> JSONValue {
    let roots = Schema.object(["before": sceneRoots(minimum: 0), "after": sceneRoots(minimum: 0)])
    guard entry == "restore" else {
      return Schema.object(
        [
          "sequence": Schema.integer, "entry": ["const": "reset"], "scenes": Schema.array(of: Schema.string),
          "roots": roots,
        ],
        description: description)
    }
    return Schema.object(
      [
        "sequence": Schema.integer, "entry": ["const": "restore"], "restoredTo": Schema.nullable(Schema.integer),
        "scenes": Schema.array(of: Schema.string), "roots": roots,
      ], description: description)
  }
}
