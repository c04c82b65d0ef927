// Schemas of a write: the request, the answer (WriteRecord) and the transaction log page.

extension OpenAPIDocument {
  static var writeSchemas: KeyValuePairs<String, JSONValue> {
    [
      "Animation": animation,
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
        "committed": Schema.nullable(Schema.ref("Transaction")),
        "animationRequested": Schema.boolean,
        "animationPreserved": Schema.boolean,
      ]),
      "TransactionPage": Schema.object([
        "entries": Schema.array(of: Schema.ref("WriteRecord")), "latestSequence": Schema.integer,
      ]),
    ]
  }

  /// Times are non-negative and speed positive; `response` and `dampingFraction` are read (and
  /// checked) only for the spring curve, and other curves ignore them.
  private static var animation: JSONValue {
    let base = Schema.object(
      [
        "curve": Schema.oneOf(AnimationJSON.curveNames),
        "duration": Schema.number(atLeast: 0), "delay": Schema.number(atLeast: 0),
        "speed": Schema.number(atLeast: 0, exclusive: true),
      ], optional: ["duration", "delay", "speed"],
      description: "Answers always carry `duration`, `delay` and `speed`; a request may leave them out.")
    guard case .object(let members) = base else { return base }
    let spring: JSONValue = ["properties": ["curve": ["const": "spring"]]]
    let springTimes: JSONValue = [
      "properties": ["response": Schema.number(atLeast: 0), "dampingFraction": Schema.number(atLeast: 0)],
    ]
    return .object(members + [("if", spring), ("then", springTimes)])
  }
}
