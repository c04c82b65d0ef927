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
/// ```swift
/// let runner = TrapRunner(TrapSettings(executable: "/proc/self/exe"))
/// let outcome = try runner.run(TrapChild.Request(root: ["Milk"], value: "Oats"))
/// outcome.signal   // 4 (SIGILL) on x86-64
/// outcome.message  // "Fatal error: Index out of range"
/// ```
package final class TrapRunner: Sendable {
  /// The bytes of the child's standard error and output an outcome keeps.
  package static let outputLimit = 4096

  package let settings: TrapSettings
  /// Whether a child is running now.
  private let running = Mutex(false)
  /// When the children of the last 60 seconds started, oldest first.
  private let starts = Mutex<[ContinuousClock.Instant]>([])

  package init(_ settings: TrapSettings) {
    self.settings = settings
  }

  /// Runs `request` in a child process and waits for it, at most the time limit.
  ///
  /// - Returns: How the child ended.
  /// - Throws: 503 while another child runs, 429 past the rate limit (both with `retryAfter`),
  ///   504 when the child ran out of time and was killed, 500 when it could not start.
  package func run(_ request: TrapChild.Request) throws(PlaygroundError) -> TrapOutcome {
    let claimed = running.withLock { running in
      defer { running = true }
      return !running
    }
    guard claimed else {
      throw PlaygroundError(
        .busy, "a child process is running another write that would trap; one runs at a time", retryAfter: 1)
    }
    defer { running.withLock { $0 = false } }
    try admit()
    return try launch(request.bytes)
  }

  /// Counts a start against the rate limit, or refuses it with the seconds until one is free.
  private func admit() throws(PlaygroundError) {
    let now = ContinuousClock.now
    let wait: Duration? = starts.withLock { starts in
      starts.removeAll { now - $0 >= .seconds(60) }
      guard starts.count < settings.perMinute else { return starts[0] + .seconds(60) - now }
      starts.append(now)
      return nil
    }
    guard let wait else { return }
    let seconds = max(1, Int(wait.inSeconds.rounded(.up)))
    throw PlaygroundError(
      .tooManyRequests,
      "at most \(settings.perMinute) writes that would trap run in a minute; try again in \(seconds) s",
      retryAfter: seconds)
  }

  private func launch(_ input: [UInt8]) throws(PlaygroundError) -> TrapOutcome {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: settings.executable)
    process.arguments = [TrapChild.argument]
    process.environment = ["SWIFT_BACKTRACE": "enable=no"]
    // The input is written before the child starts: it fits the pipe's buffer (64 KiB on
    // Linux), so the write never waits, and the read end stays open until then, so it never
    // meets a closed pipe.
    let standardInput = Pipe()
    let output = Pipe()
    let errors = Pipe()
    let ended = DispatchSemaphore(value: 0)
    process.standardInput = standardInput.fileHandleForReading
    process.standardOutput = output
    process.standardError = errors
    process.terminationHandler = { _ in ended.signal() }
    let started = ContinuousClock.now
    do {
      try standardInput.fileHandleForWriting.write(contentsOf: input)
      try standardInput.fileHandleForWriting.close()
      try process.run()
    } catch {
      for handle in [standardInput.fileHandleForReading, output.fileHandleForReading, errors.fileHandleForReading] {
        try? handle.close()
      }
      throw PlaygroundError(.internalFailure, "cannot start the child process: \(error.localizedDescription)")
    }
    try? standardInput.fileHandleForReading.close()
    let seconds = settings.timeLimit.inSeconds
    if ended.wait(timeout: .now() + seconds) == .timedOut {
      kill(process.processIdentifier, SIGKILL)
      ended.wait()
      throw PlaygroundError(
        .timedOut,
        "the child process running the write did not finish within the time limit of \(seconds) s and was killed (SIGKILL)"
      )
    }
    let duration = ContinuousClock.now - started
    return TrapOutcome(
      signal: process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil,
      exitStatus: process.terminationReason == .exit ? process.terminationStatus : nil,
      errorOutput: Self.text(errors), output: Self.text(output), duration: duration)
  }

  /// The first ``outputLimit`` bytes the child wrote to `pipe`, read after it ended.
  private static func text(_ pipe: Pipe) -> String {
    let data = (try? pipe.fileHandleForReading.read(upToCount: outputLimit)) ?? nil
    try? pipe.fileHandleForReading.close()
    return String(decoding: data ?? Data(), as: UTF8.self)
  }
}
