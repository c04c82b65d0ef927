import Bindings
import JSON
import Playground

// Schemas of a write: the request, the answer (WriteRecord) and the transaction log page.

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
