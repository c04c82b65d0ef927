import CMicroHTTPD
import Dispatch
import Foundation
import Synchronization

/// Cuts off connections whose request has not arrived in full within the connection timeout.
///
/// libmicrohttpd's own timeout measures silence: a client that sends one byte a second is never
/// idle, so it keeps its connection, and its share of the connection limit, forever (slowloris).
/// Here every connection also remembers since when it has been waiting for a request: from the
/// moment it opens, and again after each response. While a request is answered (an event stream
/// included) it is not waiting. Once a second ``sweep()`` shuts down the sockets of connections
/// that have waited longer than the timeout; libmicrohttpd then reads the end of the stream and
/// closes them through its usual path.
@available(SwiftStdlib 6.2, *)
final class RequestDeadlines: Sendable {
  /// One connection's clock, kept in libmicrohttpd's socket context.
  final class Clock: Sendable {
    let descriptor: Int32
    /// The uptime in nanoseconds since which a request is awaited; 0 while one is answered.
    let waitingSince = Atomic<UInt64>(RequestDeadlines.now())

    init(descriptor: Int32) {
      self.descriptor = descriptor
    }

    /// The request is complete and a response is queued.
    func answering() { waitingSince.store(0, ordering: .relaxed) }

    /// The response is done; the next request must arrive in time.
    func awaitingNext() { waitingSince.store(RequestDeadlines.now(), ordering: .relaxed) }
  }

  private let limit: UInt64
  private let open = Mutex<[ObjectIdentifier: Clock]>([:])

  /// - Parameter timeout: The longest a request may take to arrive, counted from when the
  ///   connection opened or the previous response finished.
  init(timeout: Duration) {
    limit = UInt64(max(1, timeout.components.seconds)) * 1_000_000_000
  }

  /// libmicrohttpd's connection-notify callback: creates the clock when a connection opens and
  /// forgets it when it closes.
  func notify(
    _ connection: OpaquePointer, context: UnsafeMutablePointer<UnsafeMutableRawPointer?>,
    _ code: MHD_ConnectionNotificationCode
  ) {
    if code == .CONNECTION_NOTIFY_STARTED {
      let clock = Clock(descriptor: cmhd_connection_descriptor(connection))
      open.withLock { $0[ObjectIdentifier(clock)] = clock }
      context.pointee = Unmanaged.passRetained(clock).toOpaque()
    } else if let raw = context.pointee {
      let clock = Unmanaged<Clock>.fromOpaque(raw).takeRetainedValue()
      context.pointee = nil
      // Under the lock: a sweep holding it may still shut this socket down, and libmicrohttpd
      // closes the socket only after this callback returns.
      _ = open.withLock { $0.removeValue(forKey: ObjectIdentifier(clock)) }
    }
  }

  /// The monotonic clock's coarse reading in nanoseconds, never 0 (0 marks a request being
  /// answered).
  ///
  /// Every response reads it, to restart its connection's wait; the coarse clock is updated
  /// each scheduler tick (a few milliseconds, nothing against timeouts of whole seconds) and is
  /// cheaper to read than the precise one.
  static func now() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC_COARSE, &time)
    return max(1, UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec))
  }

  /// Calls `body` with the clock of `connection`, unless it has none (it opened before tracking
  /// began). The socket context holds the clock from the connection's start notification to its
  /// close notification, and every request callback of the connection runs in between.
  static func withClock(of connection: OpaquePointer, _ body: (Clock) -> Void) {
    guard let context = cmhd_connection_socket_context(connection) else { return }
    body(Unmanaged<Clock>.fromOpaque(context).takeUnretainedValue())
  }

  /// Shuts down the sockets of connections whose request is overdue.
  /// - Returns: How many were cut off.
  /// - Complexity: O(*n*) in the number of open connections.
  @discardableResult
  func sweep() -> Int {
    let now = Self.now()
    return open.withLock { open in
      var overdue = 0
      for clock in open.values {
        let since = clock.waitingSince.load(ordering: .relaxed)
        guard since != 0, now > since, now - since > limit, clock.descriptor >= 0 else { continue }
        // Stop the sweep from cutting it again while libmicrohttpd closes it.
        clock.answering()
        shutdown(clock.descriptor, Int32(SHUT_RDWR))
        overdue += 1
      }
      return overdue
    }
  }
}
