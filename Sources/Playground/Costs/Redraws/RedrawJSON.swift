import JSON

@available(SwiftStdlib 6.2, *)
extension RedrawReason {
  /// `{"kind": "firstRender" | "inputsDiffer" | "inputsEqual", "text", "previous", "current"}`,
  /// the two identities `null` unless the inputs differ.
  var json: JSONValue {
    let kind: String
    var previousIdentity: String?
    var currentIdentity: String?
    switch self {
    case .firstRender: kind = "firstRender"
    case .inputsEqual: kind = "inputsEqual"
    case .inputsDiffer(let previous, let current):
      kind = "inputsDiffer"
      previousIdentity = previous
      currentIdentity = current
    }
    return [
      "kind": .string(kind), "text": .string(description),
      "previous": previousIdentity.map(JSONValue.string) ?? .null,
      "current": currentIdentity.map(JSONValue.string) ?? .null,
    ]
  }
}

@available(SwiftStdlib 6.2, *)
extension RedrawTree {
  /// `{"disclaimer", "counter", "parentBodyRuns", "children": [{"name", "expression",
  /// "bodyRuns", "ran", "reason"}], "printChanges": {"line", "code"}}`: the newest render.
  var json: JSONValue {
    let outcomes: [JSONValue] = zip(children, lastPass.outcomes).map { child, outcome in
      [
        "name": .string(child.name), "expression": .string(child.expression), "bodyRuns": .integer(outcome.bodyRuns),
        "ran": .bool(outcome.bodyRan), "reason": outcome.reason.json,
      ]
    }
    return [
      "disclaimer": .string(Self.disclaimer), "counter": .integer(counter),
      "parentBodyRuns": .integer(parentBodyRuns), "children": .array(outcomes),
      "printChanges": [
        "line": .string(PrintChangesSnippet.line), "code": .string(PrintChangesSnippet.code(for: children)),
      ],
    ]
  }
}
