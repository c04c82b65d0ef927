import Foundation

/// Reads a file named on the command line only as far as a limit: its size is checked before
/// its bytes are read, and the read stops one byte past the limit.
///
/// A regular file larger than the limit is refused from its size alone, so a sparse 1 GB file is
/// refused at once without reading a byte. Anything else (a file that grows while it is read, a
/// device such as `/dev/zero`, a pipe) is read up to `limit + 1` bytes, so no file makes the
/// server hold more than that. A pipe is opened without waiting for a writer.
///
/// ```swift
/// try BoundedFile.read("Lessons/01-slider-animation.json", atMost: 256 << 10)  // its bytes
/// try BoundedFile.read("/dev/zero", atMost: 16)      // throws .tooLarge(bytes: nil)
/// try BoundedFile.read("huge.json", atMost: 16)      // throws .tooLarge(bytes: 1073741824)
/// ```
@available(SwiftStdlib 6.2, *)
package enum BoundedFile {
  /// Why a file was not read.
  package enum Failure: Error, Equatable {
    /// The file cannot be opened or read; `reason` is the system's word for it.
    case unreadable(reason: String)
    /// The file holds more than the limit: `bytes` is its size when the system knows it (a
    /// regular file), `nil` when the read found more than the limit.
    case tooLarge(bytes: Int?)
  }

  /// Reads the file at `path` whole when it holds at most `limit` bytes.
  ///
  /// - Parameters:
  ///   - path: The file's path; a symbolic link is followed.
  ///   - limit: The most bytes the file may hold, at least 0 and less than `Int.max`.
  /// - Returns: The file's bytes.
  /// - Throws: ``Failure/tooLarge(bytes:)`` past the limit, having read at most `limit + 1`
  ///   bytes; ``Failure/unreadable(reason:)`` for a file that cannot be opened or read, or a
  ///   folder.
  package static func read(_ path: String, atMost limit: Int) throws(Failure) -> [UInt8] {
    precondition((0..<Int.max).contains(limit), "a limit from 0 to Int.max - 1")
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { throw .unreadable(reason: systemError()) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw .unreadable(reason: systemError()) }
    switch status.st_mode & S_IFMT {
    case S_IFDIR: throw .unreadable(reason: "it is a folder")
    case S_IFREG where status.st_size > limit: throw .tooLarge(bytes: Int(status.st_size))
    default: break
    }
    var bytes = [UInt8](repeating: 0, count: limit + 1)
    var count = 0
    while count < bytes.count {
      let received = bytes.withUnsafeMutableBytes { buffer in
        Foundation.read(descriptor, buffer.baseAddress.map { $0 + count }, buffer.count - count)
      }
      if received == 0 { break }
      if received < 0 {
        if errno == EINTR { continue }
        throw .unreadable(reason: systemError())
      }
      count += received
    }
    guard count <= limit else { throw .tooLarge(bytes: nil) }
    bytes.removeLast(bytes.count - count)
    return bytes
  }

  private static func systemError() -> String { String(cString: strerror(errno)) }
}
