import Dispatch
import Foundation
import Synchronization

/// Starts the child process that runs a write that would trap (``TrapChild``), one at a time,
/// within a time limit and a rate limit, and reports how it ended.
///
/// The executable is the server's own, started with ``TrapChild/argument`` alone: no request can
/// choose the program or its arguments, and its input is a ``TrapChild/Request`` written to its
/// standard input before it starts. The child's environment holds only `SWIFT_BACKTRACE=enable=no`,
/// so the runtime prints its message and stops without symbolicating a backtrace.
///
/// The time limit counts from the moment the request asked for the child, and covers all of it:
/// starting the program, running it, reading what it wrote. The child is started and watched on
/// a thread of its own, so ``run(_:requestedAt:)`` answers at the limit even when the start
/// itself does not return (a child stopped before it executes its program); that thread kills
/// the child, and whatever it started in its process group, at the limit, and the next child
/// may start once it has been reaped. Every descriptor is closed on every path
/// (``ChildProcess``). A child that started uses a slot of the rate limit; an attempt refused
/// before its start (busy, too large, past the limit) or whose start failed does not.
///
/// ```swift
/// let runner = TrapRunner(TrapSettings(executable: "/proc/self/exe"))
/// let outcome = try runner.run(TrapChild.Request(binding: "rows.closure", root: ["Milk"], value: "Oats"))
/// outcome.signal   // 4 (SIGILL) on x86-64
/// outcome.message  // "Fatal error: Index out of range"
/// ```
@available(SwiftStdlib 6.2, *)
package final class TrapRunner: Sendable {
  /// The bytes of the child's standard error and output an outcome keeps.
  package static let outputLimit = 4096

  package let settings: TrapSettings
  /// Whether a child is starting, running or being reaped now.
  private let running = Mutex(false)
  /// When the children of the last 60 seconds started, oldest first.
  private let starts = Mutex<[ContinuousClock.Instant]>([])

  package init(_ settings: TrapSettings) {
    self.settings = settings
  }

  /// Runs `request` in a child process and waits for it, at most until the time limit after
  /// `requestedAt`.
  ///
  /// - Parameters:
  ///   - request: The root and the value.
  ///   - requestedAt: When the request asked for the child; the time limit counts from here.
  /// - Returns: How the child ended.
  /// - Throws: 413 for an input longer than ``TrapChild/inputLimit``, 503 while another child
  ///   runs, 429 past the rate limit (both with `retryAfter`), 504 when the time limit passed
  ///   (the child is killed), 500 when it could not start.
  package func run(_ request: TrapChild.Request, requestedAt: ContinuousClock.Instant = .now) throws(PlaygroundError)
    -> TrapOutcome
  {
    let input = request.bytes
    guard input.count <= TrapChild.inputLimit else {
      throw PlaygroundError(
        .tooLarge,
        "the root and the value are \(input.count) bytes as the child's input; it reads at most \(TrapChild.inputLimit)"
      )
    }
    let claimed = running.withLock { running in
      defer { running = true }
      return !running
    }
    guard claimed else { throw busy }
    do throws(PlaygroundError) { try checkRate() } catch {
      running.withLock { $0 = false }
      throw error
    }
    let deadline = requestedAt + settings.timeLimit
    let handoff = Handoff()
    Thread.detachNewThread { [self] in handoff.deliver(launch(input, deadline: deadline)) }
    guard let result = handoff.wait(until: deadline) else { throw timedOut }
    return try result.get()
  }

  /// Refuses now what ``run(_:requestedAt:)`` would refuse now, without claiming anything: 503
  /// while a child runs, 429 past the rate limit. A server calls it before handing the write to
  /// a thread of its own, so the refusals of a storm of such writes cost no thread; `run`
  /// decides again.
  package func checkAvailable() throws(PlaygroundError) {
    if running.withLock({ $0 }) { throw busy }
    try checkRate()
  }

  /// Refuses a start past the rate limit, with the seconds until a slot is free.
  private func checkRate() throws(PlaygroundError) {
    let now = ContinuousClock.now
    let wait: Duration? = starts.withLock { starts in
      starts.removeAll { now - $0 >= .seconds(60) }
      return starts.count < settings.perMinute ? nil : starts[0] + .seconds(60) - now
    }
    guard let wait else { return }
    let seconds = max(1, Int((wait / .seconds(1)).rounded(.up)))
    throw PlaygroundError(
      .tooManyRequests,
      "at most \(settings.perMinute) writes that would trap run in a minute; try again in \(seconds) s",
      retryAfter: seconds)
  }

  /// On the child's own thread: starts it, counts the start, watches it until it ends or the
  /// deadline kills it, and frees the runner for the next child before handing the result on.
  private func launch(_ input: [UInt8], deadline: ContinuousClock.Instant) -> Result<TrapOutcome, PlaygroundError> {
    defer { running.withLock { $0 = false } }
    let child: ChildProcess
    do throws(SystemCallFailure) {
      child = try ChildProcess(
        executable: settings.executable, arguments: [TrapChild.argument], environment: ["SWIFT_BACKTRACE=enable=no"],
        input: input)
    } catch {
      return .failure(PlaygroundError(.internalFailure, "cannot start the child process: \(error)"))
    }
    starts.withLock { $0.append(.now) }
    let result = child.finish(by: deadline, keeping: Self.outputLimit)
    let (signal, exitStatus): (Int32?, Int32?)
    switch result.ending {
    case .killedAtDeadline: return .failure(timedOut)
    case .exited(let status): (signal, exitStatus) = (nil, status)
    case .signaled(let number): (signal, exitStatus) = (number, nil)
    }
    return .success(
      TrapOutcome(
        signal: signal, exitStatus: exitStatus, errorOutput: String(decoding: result.errors, as: UTF8.self),
        duration: result.duration))
  }

  private var busy: PlaygroundError {
    PlaygroundError(
      .busy, "a child process is running another write that would trap; one runs at a time", retryAfter: 1)
  }

  /// The 504 of a child that did not finish in time (the thread that watches it kills it then,
  /// or once its start returns).
  private var timedOut: PlaygroundError {
    PlaygroundError(
      .timedOut,
      "the child process running the write did not finish within the time limit of \(settings.timeLimit / .seconds(1)) s and is killed (SIGKILL)"
    )
  }
}

/// One child's result, handed from the thread that watches it to the thread that waits for it.
@available(SwiftStdlib 6.2, *)
private final class Handoff: Sendable {
  private let result = Mutex<Result<TrapOutcome, PlaygroundError>?>(nil)
  private let delivered = DispatchSemaphore(value: 0)

  func deliver(_ result: Result<TrapOutcome, PlaygroundError>) {
    self.result.withLock { $0 = result }
    delivered.signal()
  }

  /// The result, or `nil` when none came by `deadline`.
  func wait(until deadline: ContinuousClock.Instant) -> Result<TrapOutcome, PlaygroundError>? {
    let remaining = max(.zero, deadline - .now)
    guard delivered.wait(timeout: .now() + remaining / .seconds(1)) == .success else { return nil }
    return result.withLock { $0 }
  }
}
