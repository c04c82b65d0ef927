import Foundation

/// Programs a test starts in place of the trap's child: shell scripts in a folder of their own,
/// removed with it.
final class ChildPrograms {
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("trap-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  /// An executable `/bin/sh` script named `name` running `body`.
  func script(_ name: String, _ body: String) throws -> URL {
    let file = folder.appendingPathComponent(name)
    try Data("#!/bin/sh\n\(body)\n".utf8).write(to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: file.path)
    return file
  }

  /// A child that says it started, waits until ``SlowChild/release()`` (at most 30 s) and exits
  /// without trapping.
  func slowChild() throws -> SlowChild {
    let program = try script(
      "slow-child",
      """
      : > "$0.started"
      i=0
      while [ ! -e "$0.release" ] && [ $i -lt 600 ]; do sleep 0.05; i=$((i + 1)); done
      """)
    return SlowChild(program: program)
  }
}

/// A child program that runs until the test lets it go.
struct SlowChild: Sendable {
  let program: URL

  var path: String { program.path }

  /// Whether the child has started.
  var hasStarted: Bool { FileManager.default.fileExists(atPath: program.path + ".started") }

  /// Waits until the child has started, at most 20 s.
  func waitUntilStarted() {
    let deadline = ContinuousClock.now + .seconds(20)
    while !hasStarted && ContinuousClock.now < deadline { usleep(20_000) }
  }

  /// Lets the child exit.
  func release() throws {
    try Data().write(to: URL(fileURLWithPath: program.path + ".release"))
  }
}

/// A write lease on a program file: until ``release()``, any process that opens the file waits,
/// an `execve` of it included (up to the system's lease-break time, 45 s by default). A child
/// started with this program is stuck before it executes it: a child that never execs.
///
/// The lease holder is told of an opener with `SIGURG`, which a process ignores by default.
final class HeldProgram {
  private var descriptor: Int32

  /// Takes the lease; the file must be this process's own and open nowhere else.
  init(_ program: URL) throws {
    descriptor = open(program.path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0,
      fcntl(descriptor, Self.setSignal, SIGURG) == 0,
      fcntl(descriptor, Self.setLease, Int32(F_WRLCK)) == 0
    else {
      let reason = String(cString: strerror(errno))
      if descriptor >= 0 { close(descriptor) }
      throw CocoaError(
        .fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "no lease on \(program.path): \(reason)"])
    }
  }

  deinit { release() }

  /// Ends the lease: a waiting `execve` goes on.
  func release() {
    guard descriptor >= 0 else { return }
    _ = fcntl(descriptor, Self.setLease, Int32(F_UNLCK))
    close(descriptor)
    descriptor = -1
  }

  /// Linux's `F_SETLEASE` and `F_SETSIG`, which Glibc declares only for `_GNU_SOURCE`.
  private static let setLease: Int32 = 1024
  private static let setSignal: Int32 = 10
}
