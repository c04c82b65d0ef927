import Bindings
import JSON
import Playground

// Schemas of a write: the request, the answer (WriteRecord) and the transaction log page.

@available(SwiftStdlib 6.2, *)
extension OpenAPIDocument {
  static var writeSchemas: KeyValuePairs<String, JSONValue> {
    [
      "Animation": Schema.object(
        [
          "curve": Schema.oneOf(Animation.curveNames),
          "duration": Schema.seconds, "delay": Schema.seconds,
          "speed": ["type": "number", "exclusiveMinimum": 0],
          "response": Schema.seconds, "dampingFraction": ["type": "number", "minimum": 0],
        ], optional: ["duration", "delay", "speed", "response", "dampingFraction"], closed: true,
        description:
          "Answers carry every member that applies: duration for timed curves, response and dampingFraction for spring."
      ),
      "Transaction": Schema.object(
        ["animation": Schema.nullable(Schema.ref("Animation")), "disablesAnimations": Schema.boolean],
        optional: ["animation", "disablesAnimations"], closed: true),
      "WriteRequest": Schema.object(
        [
          "value": Schema.anyValue,
          "transaction": Schema.nullable(Schema.ref("Transaction")),
        ], optional: ["transaction"], closed: true,
        description: "`transaction`, when present, is the ambient withTransaction around the write."),
      "WriteRecord": Schema.object([
        "sequence": Schema.integer, "binding": Schema.string, "scene": Schema.string,
        "kind": Schema.oneOf(BindingKind.allCases.map(\.rawValue)),
        "expression": Schema.string, "identity": Schema.string,
        "value": Schema.object(["written": Schema.anyValue, "readBack": Schema.anyValue]),
        "root": Schema.object(["before": Schema.anyValue, "after": Schema.anyValue]),
        "noOp": Schema.boolean,
        "transaction": Schema.ref("TransactionReport"),
        "hooks": Schema.array(of: Schema.object(["name": Schema.string, "value": Schema.anyValue])),
        "roundTrip": Schema.object([
          "written": Schema.anyValue, "stored": Schema.anyValue, "readBack": Schema.anyValue,
          "verdict": Schema.oneOf(["exact", "lossy"]),
        ]),
      ]),
      "WriteAnswer": [
        "description": """
        A WriteRecord; or, for a write that would stop the program (rows.closure once row 2 is \
        gone), a TrappedWrite: the server ran it in a child process, which trapped.
        """,
        "anyOf": [Schema.ref("WriteRecord"), Schema.ref("TrappedWrite")],
      ],
      "TrappedWrite": Schema.object(
        [
          "entry": Schema.oneOf(["trapped"]), "binding": Schema.string, "scene": Schema.string,
          "kind": Schema.oneOf(BindingKind.allCases.map(\.rawValue)), "expression": Schema.string,
          "value": Schema.object(["written": Schema.anyValue]),
          "root": Schema.object(
            ["before": Schema.anyValue, "after": Schema.anyValue],
            description: "The root the write found, unchanged: the server never ran the write."),
          "noOp": Schema.boolean,
          "trap": Schema.object(
            [
              "signal": ["type": "string", "description": "The signal that ended the child, such as SIGILL."],
              "signalNumber": Schema.integer,
              "message": [
                "type": "string",
                "description": """
                The runtime's message, such as "Fatal error: Index out of range" (the scenes' module \
                keeps debug assertions in every build so that it prints one); empty when it \
                printed none.
                """,
              ],
              "errorOutput": [
                "type": "string",
                "description": .string(
                  "The child's standard error, its first \(LimitText.bytes(TrapRunner.outputLimit))."),
              ],
              "milliseconds": ["type": "number", "description": "From the child's start to its end."],
            ]),
        ],
        description: """
          A write that would trap, run in a child process of the server (the same scene, the same \
          closure binding), which the runtime stopped; published to every page as a `trap` event \
          and not logged, like a refused write. One child runs at a time (503 while it runs), \
          within a time limit (504, the child killed) and a rate limit (429 with Retry-After).
          """),
      "RejectedWrite": Schema.object(
        [
          "entry": Schema.oneOf(["rejected"]),
          "after": [
            "type": "integer", "minimum": 0,
            "description": "The sequence of the log entry the write followed (0 before any).",
          ],
          "binding": Schema.string, "scene": Schema.string,
          "value": Schema.object(["written": Schema.anyValue], description: "The value as the request gave it."),
          "transaction": Schema.object(
            ["ambient": Schema.anyValue], description: "The request's transaction, null for none."),
          "reason": ["type": "string", "description": "Why the binding refused it, as its 422 answer said."],
          "root": ["description": "The root the write found, unchanged."],
        ],
        optional: ["after", "scene"],
        description: """
          A write a binding refused with 422: not logged, since it changed no root. The server \
          keeps each with `after` and `scene` (GET /api/transactions/unlogged); an exported \
          test expects the same refusal.
          """),
      "UnloggedWrites": Schema.object(
        [
          "entries": Schema.array(
            of: [
              "description": "A RejectedWrite or a TrappedWrite, each with `after`.",
              "anyOf": [Schema.ref("RejectedWrite"), Schema.ref("TrappedWrite")],
            ])
        ],
        description: "The refused and trapped writes the server keeps, oldest first."),
      "TransactionReport": Schema.object([
        "binding": Schema.ref("Transaction"),
        "ambient": Schema.nullable(Schema.ref("Transaction")),
        "arrived": [
          "description": """
          The transaction the binding's write carried when it reached the root, before the \
          ambient one was applied: the binding's own when the binding kept it, an empty one when \
          a closure setter dropped it, null when the root was not written.
          """,
          "anyOf": [Schema.ref("Transaction"), ["type": "null"]],
        ],
        "committed": Schema.nullable(Schema.ref("Transaction")),
        "animationRequested": Schema.boolean,
        "animationPreserved": Schema.boolean,
      ]),
      "TransactionPage": Schema.object([
        "entries": Schema.array(of: Schema.ref("LogEntry")), "latestSequence": Schema.integer,
        "truncated": [
          "type": "boolean",
          "description":
            "The page's byte budget ended it before `limit` did: ask again with `since` set to the last entry's sequence.",
        ],
      ]),
    ]
  }
}
