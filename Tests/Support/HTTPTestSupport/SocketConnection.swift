import Foundation

/// A blocking TCP connection to a local port, with buffered line and byte reads.
///
/// Every read waits at most `timeout`; a timeout or a closed connection throws.
@available(SwiftStdlib 6.2, *)
public final class SocketConnection {
  /// Why a read or write failed.
  public enum Failure: Error, Equatable {
    case connectFailed(String)
    case closed
    case timedOut
    case malformed(String)
  }

  private let descriptor: Int32
  private var buffer: [UInt8] = []
  private var isOpen = true

  /// Connects to `127.0.0.1:port`.
  /// - Parameters:
  ///   - port: The server's port.
  ///   - timeout: The longest any single read waits.
  /// - Throws: ``Failure/connectFailed(_:)``.
  public init(port: Int, timeout: Duration = .seconds(5)) throws {
    descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard descriptor >= 0 else {
      isOpen = false
      throw Failure.connectFailed(String(cString: strerror(errno)))
    }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = UInt16(port).bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var wait = timeval(
      tv_sec: Int(timeout.components.seconds), tv_usec: Int(timeout.components.attoseconds / 1_000_000_000_000))
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
    setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      let reason = String(cString: strerror(errno))
      // close() and not Foundation.close: deinit still runs after a throwing init, and closing
      // the number twice could close another thread's socket (a server's, in parallel tests).
      close()
      throw Failure.connectFailed(reason)
    }
  }

  deinit { close() }

  /// Closes the connection; later reads and writes throw.
  public func close() {
    guard isOpen else { return }
    isOpen = false
    Foundation.close(descriptor)
  }

  /// Writes all of `bytes`.
  /// - Throws: ``Failure/closed`` when the peer is gone.
  public func write(_ bytes: [UInt8]) throws {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
      guard written > 0 else { throw Failure.closed }
      offset += written
    }
  }

  /// Reads one line ending in CRLF (or LF), without the terminator.
  public func readLine() throws -> String {
    while true {
      if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
        var line = Array(buffer[..<newline])
        buffer.removeFirst(newline + 1)
        if line.last == UInt8(ascii: "\r") { line.removeLast() }
        return String(decoding: line, as: UTF8.self)
      }
      try fill()
    }
  }

  /// Reads exactly `count` bytes.
  public func read(count: Int) throws -> [UInt8] {
    while buffer.count < count { try fill() }
    defer { buffer.removeFirst(count) }
    return Array(buffer[..<count])
  }

  /// Reads until the peer closes the connection.
  public func readToEnd() throws -> [UInt8] {
    while (try? fill()) != nil {}
    defer { buffer = [] }
    return buffer
  }

  /// Whether the peer has closed the connection (waits up to `timeout` for a sign).
  public func peerClosed(within timeout: Duration = .seconds(2)) -> Bool {
    var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    let milliseconds = Int32(timeout.components.seconds * 1000 + timeout.components.attoseconds / 1_000_000_000_000_000)
    guard poll(&poller, 1, milliseconds) > 0 else { return false }
    var byte: UInt8 = 0
    return recv(descriptor, &byte, 1, Int32(MSG_PEEK)) == 0
  }

  private func fill() throws {
    guard isOpen else { throw Failure.closed }
    var chunk = [UInt8](repeating: 0, count: 16 * 1024)
    let received = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
    if received > 0 {
      buffer.append(contentsOf: chunk[..<received])
    } else if received == 0 {
      throw Failure.closed
    } else {
      throw errno == EAGAIN || errno == EWOULDBLOCK ? Failure.timedOut : Failure.closed
    }
  }
}
