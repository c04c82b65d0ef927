import Foundation

/// A child process started with `posix_spawn` in a process group of its own, its standard input
/// written before it starts, and the parent's ends of its standard output and error.
///
/// Every descriptor a start opens is a ``FileDescriptor``, closed exactly once on every path: a
/// start that fails, a child that ends, a child the deadline kills. The child holds only its
/// three standard streams (every other descriptor open at its start is closed in it before it
/// executes its program, close-on-exec or not); it
/// starts with no signal blocked and every signal at its default action, whatever the server's
/// threads block or ignore.
///
/// ```swift
/// let child = try ChildProcess(executable: "/bin/cat", arguments: [], environment: [], input: Array("hi".utf8))
/// let result = child.finish(by: .now + .seconds(1), keeping: 4096)
/// result.ending   // .exited(0)
/// result.output   // the bytes of "hi"
/// ```
@available(SwiftStdlib 6.2, *)
struct ChildProcess: ~Copyable {
  /// How a child ended.
  enum Ending: Equatable {
    /// It exited with this status (-1 when the status was lost: another waiter reaped it).
    case exited(Int32)
    /// A signal ended it.
    case signaled(Int32)
    /// It was still running at the deadline: it and its process group were killed (`SIGKILL`).
    case killedAtDeadline
  }

  /// What ``finish(by:keeping:)`` found.
  struct Result {
    var ending: Ending
    /// The first bytes of its standard output.
    var output: [UInt8]
    /// The first bytes of its standard error.
    var errors: [UInt8]
    /// From just before its start to its end.
    var duration: Duration
  }

  /// The child's process id, also its process group's.
  let pid: pid_t
  private let output: FileDescriptor
  private let errors: FileDescriptor
  private let started: ContinuousClock.Instant

  /// Starts `executable` with `arguments` and nothing but `environment`, its standard input
  /// holding `input` and then its end.
  ///
  /// The input is written before the child starts, into a pipe whose write end does not wait:
  /// an input larger than the pipe holds (64 KiB) fails the start rather than blocking it.
  /// `posix_spawn` returns once the child has executed its program (or failed to), so this
  /// initializer waits as long as that takes; a caller with a deadline calls it on a thread
  /// that may wait.
  ///
  /// - Throws: The system call that failed and why: no descriptor left, a program that cannot
  ///   be executed, an input that does not fit.
  init(executable: String, arguments: [String], environment: [String], input: [UInt8]) throws(SystemCallFailure) {
    let standardInput = try PipeEnds()
    try Self.setNonBlocking(standardInput.writeEnd)
    try Self.write(input, to: standardInput.writeEnd)
    standardInput.writeEnd.close()
    let standardOutput = try PipeEnds()
    let standardError = try PipeEnds()
    // The parent reads what is there and goes back to watching the deadline.
    try Self.setNonBlocking(standardOutput.readEnd)
    try Self.setNonBlocking(standardError.readEnd)

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, standardInput.readEnd.raw, STDIN_FILENO)
    posix_spawn_file_actions_adddup2(&actions, standardOutput.writeEnd.raw, STDOUT_FILENO)
    posix_spawn_file_actions_adddup2(&actions, standardError.writeEnd.raw, STDERR_FILENO)
    for descriptor in Self.openDescriptors() where descriptor > STDERR_FILENO {
      posix_spawn_file_actions_addclose(&actions, descriptor)
    }
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    var everySignal = sigset_t()
    sigfillset(&everySignal)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &everySignal)
    posix_spawnattr_setpgroup(&attributes, 0)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup($0) } + [nil]
    defer { for string in argv + envp { free(string) } }

    var pid: pid_t = 0
    let started = ContinuousClock.now
    let failure = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    // The child has its own copies of these ends, or there is no child: the parent's close here.
    standardInput.readEnd.close()
    standardOutput.writeEnd.close()
    standardError.writeEnd.close()
    guard failure == 0 else { throw SystemCallFailure("posix_spawn", code: failure) }
    self.pid = pid
    self.started = started
    output = standardOutput.readEnd
    errors = standardError.readEnd
  }

  /// Reads what the child writes until it ends, or kills it and its process group (`SIGKILL`)
  /// at `deadline`; either way it is reaped and every descriptor closed.
  ///
  /// - Parameters:
  ///   - deadline: When the child must have ended.
  ///   - limit: The bytes kept of each of its standard output and error; the rest is read and
  ///     dropped, so the child never waits on a full pipe.
  consuming func finish(by deadline: ContinuousClock.Instant, keeping limit: Int) -> Result {
    var printed = KeptOutput(limit: limit)
    var complained = KeptOutput(limit: limit)
    var ending: Ending?
    while ending == nil {
      let remaining = deadline - .now
      guard remaining > .zero else {
        // Not reaped yet, so its pid, and its group's id, cannot belong to anyone else.
        kill(-pid, SIGKILL)
        _ = Self.reap(pid, waiting: true)
        ending = .killedAtDeadline
        break
      }
      Self.waitForOutput(on: [printed.atEnd ? -1 : output.raw, complained.atEnd ? -1 : errors.raw], atMost: remaining)
      printed.read(from: output)
      complained.read(from: errors)
      ending = Self.reap(pid, waiting: false)
    }
    // What it wrote before it ended is in the pipes; a process it started may still hold them
    // open, so this reads what is there and does not wait for their end.
    printed.read(from: output)
    complained.read(from: errors)
    return Result(
      ending: ending ?? .killedAtDeadline, output: printed.bytes, errors: complained.bytes, duration: .now - started)
  }
}
