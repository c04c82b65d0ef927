import JSON

/// The answer to a write that would trap, run in a child process: the contract's
/// `TrappedWrite`, the same in the answer and in the `trap` event every page receives.
///
/// It is not logged: like a refused write, it changed no root (the server never ran it), so a
/// restore has nothing of it to repeat. The journal keeps it among its unlogged writes
/// (``PlaygroundJournal/unloggedWrites()``), so a recording, a replay and an exported test
/// repeat it and expect the crash.
@available(SwiftStdlib 6.2, *)
struct TrappedWrite: Sendable {
  /// What the answer says of the binding written through.
  struct Binding: Sendable {
    let id: String
    let scene: String
    let kind: BindingKind
    let expression: String

    init(_ binding: SceneBinding) {
      id = binding.id
      scene = binding.sceneID
      kind = binding.kind
      expression = binding.expression
    }
  }

  let binding: Binding
  /// The value written, as the binding's type normalised it.
  let written: JSONValue
  /// The root the write found and left as it was.
  let root: JSONValue
  let outcome: TrapOutcome

  var json: JSONValue {
    let milliseconds = outcome.duration / .milliseconds(1)
    return [
      "entry": "trapped", "binding": .string(binding.id), "scene": .string(binding.scene),
      "kind": .string(binding.kind.rawValue), "expression": .string(binding.expression),
      "value": ["written": written], "root": ["before": root, "after": root], "noOp": true,
      "trap": [
        "signal": .string(outcome.signalName ?? ""), "signalNumber": .integer(Int(outcome.signal ?? 0)),
        "message": .string(outcome.message), "errorOutput": .string(outcome.errorOutput),
        "milliseconds": .number((milliseconds * 10).rounded() / 10),
      ],
    ]
  }
}
