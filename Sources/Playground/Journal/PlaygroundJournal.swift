import JSON
import Synchronization

/// The one door for every change to the playground's state: writes, renders, resets, restores,
/// lab bindings created and deleted, lesson steps presented.
///
/// It owns the world (the scenes, the lab bindings, the lesson step shown) behind one lock, the
/// transaction log, the kept snapshot and the publisher. Every change runs through
/// ``commit(_:)`` (a logged change) or ``announce(_:_:data:)`` (a change that is published but
/// not logged), which do, under the world lock and in this order:
///
/// 1. apply the change to the world, which may refuse it and leaves the world as it was;
/// 2. for a logged change, number it and append its record to the log, serialized once;
/// 3. for a logged change (every change of a scene's root is one), drop the kept snapshot, so
///    the next read builds it anew;
/// 4. publish its event, unless nobody is listening.
///
/// A write a binding refuses is kept beside the log and published as `rejected`, under the
/// world lock too, so it arrives among the other events where it happened.
///
/// Lock order: the world, then the log's lock (or the unlogged writes'), then the snapshot's,
/// then the publisher's own;
/// a lesson step is checked against the lessons' own lock under the world lock. Nothing holding
/// one of the later locks takes an earlier one, and nothing calls back into the journal from
/// under them. Reads of the world take the world lock too, so what they read
/// belongs to one sequence number.
///
/// ```swift
/// let journal = PlaygroundJournal(limits: PlaygroundLimits(), publisher: publisher)
/// let write = try WriteRequest(["value": 0.75])
/// let record = try journal.write(write, through: "progress.mapped")  // logged as #1, `commit` published
/// journal.latestSequence                                              // 1
/// ```
@available(SwiftStdlib 6.2, *)
package final class PlaygroundJournal: Sendable {
  /// The scenes, for the part of a scene binding's write that needs no lock (``PreparedWrite``).
  let scenes: SceneDirectory
  /// What the playground may hold and build.
  let limits: PlaygroundLimits
  private let world: Mutex<PlaygroundWorld>
  /// Each logged change's record as UTF-8 JSON, exactly as its answer and its event carried it.
  private let log: TransactionLog<[UInt8]>
  /// The writes that changed no root, so the log does not hold them: refused and trapped, as
  /// UTF-8 JSON, each with the log entry it followed (``unloggedWrites()``).
  private let unlogged: TransactionLog<[UInt8]>
  /// The serialized snapshot (`GET /api/state`, the first event a subscriber gets), or `nil`
  /// when a change of the roots made it stale; see ``snapshotText()``.
  private let keptSnapshot: Mutex<String?>
  private let publisher: any ChangePublisher
  /// Runs a write that would trap in a child process; `nil` refuses such a write.
  let trapRunner: TrapRunner?

  /// Creates the scenes with their initial roots and an empty log.
  ///
  /// - Parameters:
  ///   - limits: What the log keeps and what a restore may reach.
  ///   - publisher: Where changes are published.
  ///   - trapRunner: Runs a write that would trap in a child process; `nil` (the default)
  ///     refuses such a write with 503.
  package init(limits: PlaygroundLimits, publisher: any ChangePublisher, trapRunner: TrapRunner? = nil) {
    self.trapRunner = trapRunner
    let world = PlaygroundWorld()
    scenes = world.directory
    self.limits = limits
    keptSnapshot = Mutex(Self.snapshot(of: world, sequence: 0).serialized())
    self.world = Mutex(world)
    log = TransactionLog(capacity: limits.logEntries, byteCapacity: limits.logBytes, size: { $0.count })
    unlogged = TransactionLog(
      capacity: Self.keptUnloggedWrites.count, byteCapacity: Self.keptUnloggedWrites.bytes, size: { $0.count })
    self.publisher = publisher
  }

  // MARK: The door

  /// Applies a change that is logged: `apply` changes the world and returns its record, which
  /// is numbered, logged and published as the next entry.
  ///
  /// - Returns: The record as UTF-8 JSON, the same bytes the log keeps and the event carries.
  /// - Throws: What `apply` throws; nothing is then logged or published.
  func commit<Record: LoggedRecord & ~Copyable, Failure: Error>(
    _ apply: (inout PlaygroundWorld) throws(Failure) -> Record
  ) throws(Failure) -> [UInt8] {
    try world.withLock { (world: inout PlaygroundWorld) throws(Failure) -> [UInt8] in
      let record = try apply(&world)
      var sequence = 0
      let json = log.append { appended in
        sequence = appended
        return record.json(sequence: appended)
      }
      keptSnapshot.withLock { $0 = nil }
      // A subscriber that registers after the check in `publish` still sees this change: its
      // first event, the snapshot, is built after the stale one was dropped above, so under
      // this lock, after this change.
      publish(record.event, sequence: sequence) { String(decoding: json, as: UTF8.self) }
      return json
    }
  }

  /// Applies a change that is published but not logged (a render, a lesson step, a lab binding
  /// created or deleted): `apply` changes the world and returns the answer, `data` makes the
  /// event's text from it when someone listens.
  func announce<Answer: Sendable, Failure: Error>(
    _ event: JournalEvent, _ apply: (inout PlaygroundWorld) throws(Failure) -> Answer, data: (Answer) -> String
  ) throws(Failure) -> Answer {
    try world.withLock { (world: inout PlaygroundWorld) throws(Failure) -> Answer in
      let answer = try apply(&world)
      publish(event, sequence: nil) { data(answer) }
      return answer
    }
  }

  /// Applies a change that is published but not logged and whose answer is its event's JSON
  /// text, made once.
  ///
  /// - Returns: That text as UTF-8.
  func announceJSON<Failure: Error>(
    _ event: JournalEvent, _ apply: (inout PlaygroundWorld) throws(Failure) -> String
  ) throws(Failure) -> [UInt8] {
    Array(try announce(event, apply, data: { $0 }).utf8)
  }

  /// Publishes one event; "nobody is listening" is decided here, before its text is made.
  func publish(_ event: JournalEvent, sequence: Int?, data: () -> String) {
    guard publisher.hasSubscribers else { return }
    publisher.publish(event, sequence: sequence, data: data())
  }

  /// Keeps `entry`, a refused or trapped write, after the newest log entry: called under the
  /// world lock, so the entry it followed is the one the write found.
  ///
  /// - Returns: The entry as kept, with `after`.
  @discardableResult
  func noteUnlogged(_ entry: JSONValue) -> JSONValue {
    guard case .object(var members) = entry else { return entry }
    members.insert((key: "after", value: .integer(log.latestSequence)), at: min(1, members.count))
    let kept = JSONValue.object(members)
    unlogged.append { _ in kept.serializedBytes() }
    return kept
  }

  /// The refused and trapped writes kept, oldest first, as UTF-8 JSON: each a `RejectedWrite`
  /// or a `TrappedWrite` with `after`, the sequence of the log entry it followed (0 before any).
  package func unloggedWrites() -> [[UInt8]] {
    unlogged.page(since: 0, limit: .max).entries
  }

  // MARK: Reading

  /// Reads the world and the latest sequence together, under the world lock.
  package func read<Result: Sendable, Failure: Error>(
    _ body: (borrowing PlaygroundWorld, _ sequence: Int) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try world.withLock { (world: inout PlaygroundWorld) throws(Failure) -> Result in
      try body(world, log.latestSequence)
    }
  }

  /// The sequence of the newest logged change (0 when none).
  package var latestSequence: Int { log.latestSequence }

  /// Logged records after `since`, oldest first: at most `limit`, and `byteBudget` bytes.
  package func page(since: Int, limit: Int, byteBudget: Int = .max) -> TransactionLog<[UInt8]>.Page {
    log.page(since: since, limit: limit, byteBudget: byteBudget)
  }

  /// `{"sequence": N, "roots": {...}}`.
  static func snapshot(of world: borrowing PlaygroundWorld, sequence: Int) -> JSONValue {
    ["sequence": .integer(sequence), "roots": world.roots]
  }

  /// The serialized snapshot, built on the first read after a change rather than on every write.
  ///
  /// A change only marks the kept text stale, so a burst of writes builds no snapshot at all;
  /// the next reader builds it once, under the world lock so that the roots and the sequence
  /// belong together, and keeps it for later readers.
  package func snapshotText() -> String {
    if let text = keptSnapshot.withLock({ $0 }) { return text }
    return world.withLock { world in
      if let text = keptSnapshot.withLock({ $0 }) { return text }
      let text = Self.snapshot(of: world, sequence: log.latestSequence).serialized()
      keptSnapshot.withLock { $0 = text }
      return text
    }
  }
}

@available(SwiftStdlib 6.2, *)
extension PlaygroundJournal {
  /// Writes `request` through binding `id`, a scene's or a lab binding's, exactly as a control
  /// would, and logs and publishes it as a `commit`; a write that would trap runs in a child
  /// process on this thread (``startWrite(_:through:)`` leaves that to the caller).
  ///
  /// - Returns: The `WriteRecord`, or for a write that would trap the `TrappedWrite`, as UTF-8
  ///   JSON.
  /// - Throws: What ``startWrite(_:through:)`` and ``ChildWrite/run()`` throw.
  package func write(_ request: WriteRequest, through id: String) throws(PlaygroundError) -> [UInt8] {
    switch try startWrite(request, through: id) {
    case .committed(let record): return record
    case .inChild(let child): return try child.run()
    }
  }

  /// Writes `request` through binding `id`, a scene's or a lab binding's, exactly as a control
  /// would, and logs and publishes it as a `commit`, unless the write would trap: that one is
  /// handed back to run in a child process.
  ///
  /// A scene binding is derived and its value decoded before the world lock (neither reads a
  /// root); a lab binding lives in the world, so it is found, prepared and written under it.
  ///
  /// - Returns: The `WriteRecord` as UTF-8 JSON, or the write that would trap.
  /// - Throws: 404 for an unknown binding; 422 for a read-only lab binding, a value the
  ///   binding does not take or a write a failable conversion refused, with the root (those two
  ///   refusals are kept among the ``unloggedWrites()``); for a write that would trap, 503 when
  ///   no child process may run it now and 429 past the rate limit.
  package func startWrite(_ request: WriteRequest, through id: String) throws(PlaygroundError) -> StartedWrite {
    guard let target = scenes.target(id) else {
      return .committed(
        try commit { (world: inout PlaygroundWorld) throws(PlaygroundError) -> WriteRecord in
          let target = try world.lab.target(id)
          do throws(PlaygroundError) {
            let write: PreparedWrite
            do throws(ValueRejection) { write = try PreparedWrite(request, to: target) } catch {
              throw .rejected(binding: target.binding.id, reason: error.message, root: target.root.json)
            }
            return try world.commit(write)
          } catch {
            noteRefusal(error, of: request, scene: target.binding.sceneID)
            throw error
          }
        })
    }
    let write: PreparedWrite
    do throws(ValueRejection) { write = try PreparedWrite(request, to: target) } catch {
      let reason = error.message
      throw read { (world: borrowing PlaygroundWorld, _) -> PlaygroundError in
        let error = PlaygroundError.rejected(binding: target.binding.id, reason: reason, root: target.root.json)
        noteRefusal(error, of: request, scene: target.binding.sceneID)
        return error
      }
    }
    // Whether the write would trap is decided under the world lock, with the write itself, so
    // no change of the root can come between; the child then runs outside it.
    do throws(WriteStop) {
      return .committed(
        try commit { (world: inout PlaygroundWorld) throws(WriteStop) -> WriteRecord in
          if write.target.binding.wouldTrap { throw .wouldTrap(root: write.target.root.json) }
          do throws(PlaygroundError) { return try world.commit(write) } catch {
            noteRefusal(error, of: request, scene: write.target.binding.sceneID)
            throw .refused(error)
          }
        })
    } catch {
      switch error {
      case .refused(let error): throw error
      case .wouldTrap(let root): return .inChild(try childWrite(write, root: root))
      }
    }
  }

  /// Why a write did not commit under the world lock: refused, or it would trap at `root`.
  private enum WriteStop: Error {
    case refused(PlaygroundError)
    case wouldTrap(root: JSONValue)
  }

  /// The write that would trap at `root`, ready to run in a child process; its time limit
  /// starts now.
  ///
  /// The binding is one its scene declares can stop the program (``SceneBinding/trapsWhen``),
  /// which the child process finds by its id in the same scene list (``TrapChild``).
  ///
  /// - Throws: 503 without a runner or while a child runs; 429 past the rate limit.
  private func childWrite(_ write: PreparedWrite, root: JSONValue) throws(PlaygroundError) -> ChildWrite {
    let binding = write.target.binding
    guard let trapRunner else {
      throw PlaygroundError(.busy, "\(binding.id) would stop the program, and this server runs no child process for it")
    }
    try trapRunner.checkAvailable()
    return ChildWrite(
      journal: self, runner: trapRunner, binding: TrappedWrite.Binding(binding), written: write.assignment.written,
      root: root, requestedAt: .now)
  }

  /// The error for a write through `id` refused for `reason` before it reached the world: 404
  /// for an unknown binding, 422 for a read-only lab binding, else the binding's rejection with
  /// its root, read under the world lock.
  package func refusal(ofWriteThrough id: String, _ reason: String) -> PlaygroundError {
    do throws(PlaygroundError) {
      return try read { (world: borrowing PlaygroundWorld, _) throws(PlaygroundError) -> PlaygroundError in
        let target: WriteTarget
        if let scene = scenes.target(id) { target = scene } else { target = try world.lab.target(id) }
        return .rejected(binding: target.binding.id, reason: reason, root: target.root.json)
      }
    } catch {
      return error
    }
  }

  /// Renders every scene again and publishes the `RenderReport` as a `render`.
  ///
  /// - Returns: The report as UTF-8 JSON.
  package func render() -> [UInt8] {
    announceJSON(.render) { (world: inout PlaygroundWorld) -> String in world.renderAgain().serialized() }
  }
}
