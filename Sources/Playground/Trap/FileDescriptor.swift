import Foundation

/// A file descriptor this process opened, closed exactly once: by ``close()``, or where the
/// value goes out of scope, on every path (a throw included).
@available(SwiftStdlib 6.2, *)
struct FileDescriptor: ~Copyable {
  let raw: Int32

  /// Takes ownership of `raw`, an open descriptor.
  init(_ raw: Int32) {
    self.raw = raw
  }

  /// Closes the descriptor now.
  consuming func close() {
    let raw = raw
    discard self
    _ = Foundation.close(raw)
  }

  deinit {
    _ = Foundation.close(raw)
  }
}

/// Both ends of a pipe, each closed exactly once, and close-on-exec: a program this process
/// starts gets one only where it is handed over explicitly.
@available(SwiftStdlib 6.2, *)
struct PipeEnds: ~Copyable {
  var readEnd: FileDescriptor
  var writeEnd: FileDescriptor

  /// Opens a pipe.
  ///
  /// (`pipe2`, which would make both ends close-on-exec at once, is not visible to Swift
  /// without `_GNU_SOURCE`; ``ChildProcess`` closes every descriptor but the three it hands
  /// over in its child anyway.)
  ///
  /// - Throws: The system's reason when it cannot (no descriptor left, for one).
  init() throws(SystemCallFailure) {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { throw SystemCallFailure("pipe") }
    let readEnd = FileDescriptor(ends[0])
    let writeEnd = FileDescriptor(ends[1])
    guard fcntl(readEnd.raw, F_SETFD, FD_CLOEXEC) == 0, fcntl(writeEnd.raw, F_SETFD, FD_CLOEXEC) == 0 else {
      throw SystemCallFailure("fcntl")
    }
    self.readEnd = readEnd
    self.writeEnd = writeEnd
  }
}

/// A system call that failed, with the system's reason.
@available(SwiftStdlib 6.2, *)
struct SystemCallFailure: Error, CustomStringConvertible {
  /// The call, such as `posix_spawn`.
  var call: String
  /// The error number.
  var code: Int32

  /// The failure of `call`, with the current `errno` unless `code` is given.
  init(_ call: String, code: Int32 = errno) {
    self.call = call
    self.code = code
  }

  /// `call: reason`, such as `posix_spawn: No such file or directory`.
  var description: String { "\(call): \(String(cString: strerror(code)))" }
}
