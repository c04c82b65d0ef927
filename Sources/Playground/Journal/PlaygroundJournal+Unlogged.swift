import JSON

@available(SwiftStdlib 6.2, *)
extension PlaygroundJournal {
  /// How many refused and trapped writes the journal keeps, and how many bytes of them: the
  /// newest, as ``unloggedWrites()`` answers them.
  package static let keptUnloggedWrites = (count: 1_000, bytes: 1 << 20)

  /// Keeps a write that a binding refused (`error` carries its rejection) as a `RejectedWrite`:
  /// `{"entry": "rejected", "after", "binding", "scene", "value": {"written"}, "transaction":
  /// {"ambient"}, "reason", "root"}`, the value and transaction as the request gave them, and
  /// publishes it as a `rejected` event. Called under the world lock, so the event takes its
  /// place among the others; an error without a rejection is not a binding's refusal and is
  /// neither kept nor published.
  func noteRefusal(_ error: PlaygroundError, of request: WriteRequest, scene: String) {
    guard let rejection = error.rejection, let binding = rejection["binding"], let reason = rejection["reason"]
    else { return }
    let kept = noteUnlogged([
      "entry": "rejected", "binding": binding, "scene": .string(scene), "value": ["written": request.value],
      "transaction": ["ambient": request.transaction], "reason": reason, "root": rejection["root"] ?? .null,
    ])
    publish(.rejected, sequence: nil) { kept.serialized() }
  }

  /// Publishes a write that trapped in its child process, a `TrappedWrite`, as a `trap` event,
  /// and keeps it after the newest log entry.
  ///
  /// - Returns: The `TrappedWrite` as UTF-8 JSON, the write's answer.
  func announceTrapped(_ trapped: JSONValue) -> [UInt8] {
    announceJSON(.trap) { _ in
      noteUnlogged(trapped)
      return trapped.serialized()
    }
  }
}
