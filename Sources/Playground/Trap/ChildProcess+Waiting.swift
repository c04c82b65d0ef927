import Foundation

@available(SwiftStdlib 6.2, *)
extension ChildProcess {
  /// Waits until one of `descriptors` (those not negative) has something to read or has ended,
  /// at most `remaining`, and at most 50 ms: a child may end while a process it started holds
  /// its pipes open, and only ``reap(_:waiting:)`` notices that. With no descriptor left open it
  /// sleeps a millisecond, until the ended child can be reaped.
  static func waitForOutput(on descriptors: [Int32], atMost remaining: Duration) {
    var watched = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    let open = descriptors.contains { $0 >= 0 }
    let wait = min(remaining, open ? .milliseconds(50) : .milliseconds(1))
    let milliseconds = Int32(
      clamping: wait.components.seconds * 1000 + wait.components.attoseconds / 1_000_000_000_000_000)
    _ = poll(&watched, nfds_t(watched.count), max(1, milliseconds))
  }

  /// Reaps the child: how it ended, or `nil` while it runs (when not `waiting`).
  static func reap(_ pid: pid_t, waiting: Bool) -> Ending? {
    var status: Int32 = 0
    while true {
      let reaped = waitpid(pid, &status, waiting ? 0 : WNOHANG)
      if reaped == pid { return ending(status) }
      if reaped == 0 { return nil }
      if errno != EINTR { return .exited(-1) }
    }
  }

  /// How a child ended, from its wait status: the low seven bits hold the signal that ended it,
  /// or 0 when it exited, with its status in the next eight (the `W*` macros do not import into
  /// Swift; a stopped child, 0x7f, is never reported without `WUNTRACED`).
  static func ending(_ status: Int32) -> Ending {
    let signal = status & 0x7f
    return signal == 0 ? .exited((status >> 8) & 0xff) : .signaled(signal)
  }

  /// The descriptors this process has open, from `/proc/self/fd` (the one listing it included,
  /// which a child's close then finds closed: `posix_spawn` ignores that).
  static func openDescriptors() -> [Int32] {
    ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []).compactMap { Int32($0) }
  }

  static func setNonBlocking(_ descriptor: borrowing FileDescriptor) throws(SystemCallFailure) {
    let flags = fcntl(descriptor.raw, F_GETFL)
    guard flags >= 0, fcntl(descriptor.raw, F_SETFL, flags | O_NONBLOCK) == 0 else {
      throw SystemCallFailure("fcntl")
    }
  }

  /// Writes all of `bytes` to a descriptor that does not wait; one that would wait fails.
  static func write(_ bytes: [UInt8], to descriptor: borrowing FileDescriptor) throws(SystemCallFailure) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { Foundation.write(descriptor.raw, $0.baseAddress, $0.count) }
      if written > 0 {
        offset += written
      } else if written < 0 && errno == EINTR {
        continue
      } else {
        throw SystemCallFailure("write")
      }
    }
  }
}

/// What a child wrote to one pipe: the first `limit` bytes; the rest is read and dropped.
@available(SwiftStdlib 6.2, *)
struct KeptOutput {
  let limit: Int
  private(set) var bytes: [UInt8] = []
  /// Whether every writer has closed the pipe (or reading it failed).
  private(set) var atEnd = false

  init(limit: Int) {
    self.limit = limit
  }

  /// Reads what the pipe holds now, without waiting for more.
  mutating func read(from descriptor: borrowing FileDescriptor) {
    var chunk = [UInt8](repeating: 0, count: 4096)
    while !atEnd {
      let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor.raw, $0.baseAddress, $0.count) }
      if count > 0 {
        bytes.append(contentsOf: chunk[..<min(count, max(0, limit - bytes.count))])
      } else if count < 0 && errno == EAGAIN {
        return
      } else if count == 0 || errno != EINTR {
        atEnd = true
      }
    }
  }
}
