import CMicroHTTPD
import Foundation
import Synchronization

/// One open event-stream connection: the bytes waiting to be sent and whether libmicrohttpd
/// has it suspended.
///
/// libmicrohttpd pulls bytes through ``read(into:capacity:)``. With nothing to send, the reader
/// suspends the connection instead of returning 0 (which would spin); ``deliver(_:)`` resumes it.
/// Suspending and resuming happen under the same lock, so a resume always follows a suspend.
///
/// A subscriber that reads is kept however large a burst of events is; one that stops is not
/// fed forever. Its backlog (what is queued and not yet taken by the connection) may grow past
/// ``Limits/backlogBytes`` only while the connection keeps taking bytes: once it has taken none
/// for ``Limits/stallTimeout`` with the backlog over that bound, the stream ends. An event that
/// would take a backlog past ``Limits/ceilingBytes`` ends it at once, since a reader that far
/// behind cannot catch up; an event of any size still reaches a subscriber that has taken
/// everything before it.
@available(SwiftStdlib 6.2, *)
final class Subscriber: Sendable {
  /// How far a subscriber may fall behind.
  struct Limits: Sendable {
    var backlogBytes: Int
    var stallTimeout: Duration
    /// The backlog no subscriber may exceed but by a single event: eight times ``backlogBytes``.
    var ceilingBytes: Int {
      let product = backlogBytes.multipliedReportingOverflow(by: 8)
      return product.overflow ? .max : product.partialValue
    }
  }

  private struct State {
    /// Queued bytes; those before ``sent`` have been taken by the connection.
    var pending: [UInt8] = []
    var sent = 0
    /// When the connection last took bytes, or was woken with bytes to take.
    var lastProgress = ContinuousClock.now
    var suspended = false
    var closed = false

    var backlog: Int { pending.count - sent }
  }

  /// libmicrohttpd's `MHD_CONTENT_READER_END_OF_STREAM` (a cast macro that does not import).
  static let endOfStream = -1
  /// Taken bytes are dropped from the queue's front once there are this many, and half of it.
  private static let compactionBytes = 64 * 1024

  /// The server that accepted the connection, so stopping one server closes only its subscribers.
  let owner: ObjectIdentifier
  private let connection: ConnectionHandle
  /// The connection's socket, or -1; open until libmicrohttpd has released the connection.
  private let descriptor: Int32
  private let limits: Limits
  private let state = Mutex(State())

  init(owner: ObjectIdentifier, connection: ConnectionHandle, descriptor: Int32, limits: Limits, greeting: [UInt8]) {
    self.owner = owner
    self.connection = connection
    self.descriptor = descriptor
    self.limits = limits
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

  /// Ends the stream when the subscriber has stopped reading with its backlog over the bound.
  func closeIfStalled(now: ContinuousClock.Instant = .now) {
    state.withLock { state in
      if isStalled(state, now: now) { drop(&state) }
    }
  }

  /// Queues bytes and wakes the connection if it sleeps.
  func deliver(_ bytes: [UInt8]) {
    state.withLock { state in
      guard !state.closed else { return }
      if state.backlog == 0 {
        state.lastProgress = .now
      } else if bytes.count > limits.ceilingBytes - state.backlog {
        drop(&state)
        return
      }
      state.pending += bytes
      if isStalled(state, now: .now) {
        drop(&state)
        return
      }
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
      guard state.backlog == 0 else { return take(from: &state, into: buffer, capacity: capacity) }
      if state.closed { return Self.endOfStream }
      state.suspended = true
      MHD_suspend_connection(connection.pointer)
      return 0
    }
  }

  /// Copies up to `capacity` queued bytes into libmicrohttpd's buffer and forgets them.
  private func take(from state: inout State, into buffer: UnsafeMutablePointer<CChar>, capacity: Int) -> Int {
    let count = min(capacity, state.backlog)
    // libmicrohttpd's content-reader buffer is a raw pointer, so the copy is one. In bounds:
    // `count` is at most `capacity`, the room libmicrohttpd gave, and at most the backlog, the
    // bytes of `pending` after `sent`.
    state.pending.withUnsafeBytes { queued in
      UnsafeMutableRawPointer(buffer).copyMemory(from: queued.baseAddress! + state.sent, byteCount: count)
    }
    state.sent += count
    state.lastProgress = .now
    if state.sent == state.pending.count {
      // A small buffer is kept for the next events; one a burst made large is given back.
      state.pending.removeAll(keepingCapacity: state.pending.capacity <= Self.compactionBytes)
      state.sent = 0
    } else if state.sent >= Self.compactionBytes, state.sent * 2 >= state.pending.count {
      state.pending.removeFirst(state.sent)
      state.sent = 0
    }
    return count
  }

  private func isStalled(_ state: State, now: ContinuousClock.Instant) -> Bool {
    !state.closed && state.backlog > limits.backlogBytes && now - state.lastProgress > limits.stallTimeout
  }

  /// Ends the stream without sending what is queued, and shuts the socket down: the connection
  /// may hold a chunk the client will never take, and would otherwise stay open until
  /// libmicrohttpd's idle timeout. The socket is still open here: libmicrohttpd closes it only
  /// after releasing the response, which ``detach()`` follows under this lock.
  private func drop(_ state: inout State) {
    state.pending = []
    state.sent = 0
    if descriptor >= 0 { shutdown(descriptor, Int32(SHUT_RDWR)) }
    close(&state)
  }

  private func close(_ state: inout State) {
    state.closed = true
    wake(&state)
  }

  private func wake(_ state: inout State) {
    guard state.suspended else { return }
    state.suspended = false
    state.lastProgress = .now
    MHD_resume_connection(connection.pointer)
  }
}

/// A libmicrohttpd connection pointer that may cross threads.
///
/// `@unchecked Sendable` is safe here: libmicrohttpd allows `MHD_resume_connection` from any
/// thread, and ``Subscriber`` and ``PendingResponse`` only touch the pointer under their lock
/// while the connection is suspended (so libmicrohttpd cannot free it) or from libmicrohttpd's
/// own callbacks.
@available(SwiftStdlib 6.2, *)
struct ConnectionHandle: @unchecked Sendable {
  let pointer: OpaquePointer
}
