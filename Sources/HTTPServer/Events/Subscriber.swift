import CMicroHTTPD
import Foundation
import Synchronization

/// One open event-stream connection: the bytes waiting to be sent and whether libmicrohttpd
/// has it suspended.
///
/// libmicrohttpd pulls bytes through ``read(into:capacity:)``. With nothing to send, the reader
/// suspends the connection instead of returning 0 (which would spin); ``deliver(_:)`` resumes it.
/// Suspending and resuming happen under the same lock, so a resume always follows a suspend.
final class Subscriber: Sendable {
  private struct State {
    var pending: [UInt8] = []
    var suspended = false
    var closed = false
  }

  /// A slow client holding more than this is dropped rather than buffered without bound.
  static let maximumPendingBytes = 1 << 20
  /// libmicrohttpd's `MHD_CONTENT_READER_END_OF_STREAM` (a cast macro that does not import).
  static let endOfStream = -1

  /// The server that accepted the connection, so stopping one server closes only its subscribers.
  let owner: ObjectIdentifier
  private let connection: ConnectionHandle
  /// The connection's socket, or -1; valid while the connection is suspended (see ``closeIfDeparted()``).
  private let descriptor: Int32
  private let state = Mutex(State())

  init(owner: ObjectIdentifier, connection: ConnectionHandle, descriptor: Int32, greeting: [UInt8]) {
    self.owner = owner
    self.connection = connection
    self.descriptor = descriptor
    state.withLock { $0.pending = greeting }
  }

  /// Ends the stream when the client has hung up while the connection sleeps.
  ///
  /// libmicrohttpd does not watch suspended connections, so without this a departed client is only
  /// noticed when the next event or heartbeat fails to send. The socket is peeked at under the lock
  /// and only while suspended: libmicrohttpd cannot close it before ``wake(_:)`` resumes it.
  func closeIfDeparted() {
    state.withLock { state in
      guard state.suspended, !state.closed, descriptor >= 0 else { return }
      var byte: UInt8 = 0
      let received = recv(descriptor, &byte, 1, Int32(MSG_PEEK) | Int32(MSG_DONTWAIT))
      // 0: the client closed; an error other than "nothing to read": it reset. Bytes it sent: alive.
      guard received == 0 || (received < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) else { return }
      close(&state)
    }
  }

  /// Queues bytes and wakes the connection if it sleeps.
  func deliver(_ bytes: [UInt8]) {
    state.withLock { state in
      guard !state.closed else { return }
      guard state.pending.count + bytes.count <= Self.maximumPendingBytes else {
        state.pending = []
        close(&state)
        return
      }
      state.pending += bytes
      wake(&state)
    }
  }

  /// Ends the stream after what is already queued.
  func close() {
    state.withLock { close(&$0) }
  }

  /// Marks the subscriber gone once libmicrohttpd has released the connection.
  func detach() {
    state.withLock { state in
      state.closed = true
      state.suspended = false
    }
  }

  /// Copies queued bytes for libmicrohttpd; suspends when there are none.
  /// - Returns: The byte count, `0` after suspending, or the end-of-stream marker once closed.
  func read(into buffer: UnsafeMutablePointer<CChar>, capacity: Int) -> Int {
    state.withLock { state in
      if !state.pending.isEmpty {
        let count = min(capacity, state.pending.count)
        state.pending.withUnsafeBytes { source in
          UnsafeMutableRawPointer(buffer).copyMemory(from: source.baseAddress!, byteCount: count)
        }
        state.pending.removeFirst(count)
        return count
      }
      if state.closed { return Self.endOfStream }
      state.suspended = true
      MHD_suspend_connection(connection.pointer)
      return 0
    }
  }

  private func close(_ state: inout State) {
    state.closed = true
    wake(&state)
  }

  private func wake(_ state: inout State) {
    guard state.suspended else { return }
    state.suspended = false
    MHD_resume_connection(connection.pointer)
  }
}

/// A libmicrohttpd connection pointer that may cross threads.
///
/// `@unchecked Sendable` is safe here: libmicrohttpd allows `MHD_resume_connection` from any
/// thread, and ``Subscriber`` only touches the pointer under its lock while the connection is
/// suspended (so libmicrohttpd cannot free it) or from libmicrohttpd's own callbacks.
struct ConnectionHandle: @unchecked Sendable {
  let pointer: OpaquePointer
}
