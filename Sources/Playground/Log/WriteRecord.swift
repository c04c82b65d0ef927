import JSON

/// Everything one committed write reports; ``json(sequence:)`` is the contract's `WriteRecord`,
/// identical in the answer, the log and the `commit` event.
struct WriteRecord {
  /// The binding written through.
  var binding: SceneBinding
  /// The binding's identity as printed (``Bindings/BindingIdentity/description``).
  var identity: String
  var written: JSONValue
  var readBack: JSONValue
  var before: JSONValue
  var after: JSONValue
  /// The member as stored in the root after the write, or `nil` when the binding stores the
  /// whole root, which then is ``after``.
  var stored: JSONValue?
  var transactions: WriteTransactions
  var hooks: [RenderContext.Hook]

  /// The record as the contract orders its members (the OpenAPI document and the tests check
  /// them), numbered `sequence`.
  func json(sequence: Int) -> JSONValue {
    [
      "sequence": .integer(sequence), "binding": .string(binding.id), "scene": .string(binding.sceneID),
      "kind": .string(binding.kind.rawValue), "expression": .string(binding.expression), "identity": .string(identity),
      "value": ["written": written, "readBack": readBack],
      "root": ["before": before, "after": after],
      "noOp": .bool(before == after),
      "transaction": transactions.json,
      "hooks": .array(hooks.map { ["name": .string($0.name), "value": $0.value] }),
      "roundTrip": [
        "written": written, "stored": stored ?? after, "readBack": readBack,
        "verdict": readBack == written ? "exact" : "lossy",
      ],
    ]
  }
}
