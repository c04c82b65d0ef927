import JSON

/// A write that would trap, decided under the journal's world lock: the child process that runs
/// it starts when ``run()`` is called, on a thread that may wait for it.
///
/// ``PlaygroundJournal/startWrite(_:through:)`` hands one back instead of running the child, so
/// a server can run it off the thread that read the request. The time limit counts from the
/// moment the journal decided, not from ``run()``.
///
/// ```swift
/// switch try journal.startWrite(write, through: "rows.closure") {
/// case .committed(let record): send(record)
/// case .inChild(let child): elsewhere { send(try child.run()) }  // the TrappedWrite
/// }
/// ```
@available(SwiftStdlib 6.2, *)
package struct ChildWrite: Sendable {
  let journal: PlaygroundJournal
  let runner: TrapRunner
  let binding: TrappedWrite.Binding
  let written: JSONValue
  let root: JSONValue
  /// When the journal decided that the write runs in a child.
  let requestedAt: ContinuousClock.Instant

  /// Runs the write in a child process, which traps in the binding's own setter, and publishes
  /// how it ended as a `trap` event; the root stays as it was. Waits for the child, at most
  /// the time limit after ``requestedAt``.
  ///
  /// - Returns: The `TrappedWrite` as UTF-8 JSON.
  /// - Throws: 503 while another child runs, 429 past the rate limit, 413 for an input longer
  ///   than the child reads, 504 when the time limit passed, 500 when it did not trap.
  package func run() throws(PlaygroundError) -> [UInt8] {
    let outcome = try runner.run(
      TrapChild.Request(binding: binding.id, root: root, value: written), requestedAt: requestedAt)
    guard outcome.signal != nil else {
      throw PlaygroundError(
        .internalFailure,
        "the child process did not trap: it exited with status \(outcome.exitStatus ?? -1), \(outcome.message)")
    }
    let json = TrappedWrite(binding: binding, written: written, root: root, outcome: outcome).json
    return journal.announceTrapped(json)
  }
}

/// What a write through a binding became: committed now, or a write that would trap, whose
/// child process is still to run.
@available(SwiftStdlib 6.2, *)
package enum StartedWrite: Sendable {
  /// The `WriteRecord` as UTF-8 JSON, logged and published.
  case committed([UInt8])
  /// A write that would trap; ``ChildWrite/run()`` runs it.
  case inChild(ChildWrite)
}
