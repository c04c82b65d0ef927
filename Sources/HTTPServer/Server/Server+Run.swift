import Foundation
import Synchronization

extension Server {
  /// Starts a server, serves until the process receives `SIGINT` or `SIGTERM`, then stops it
  /// gracefully (event streams end, suspended connections resume, workers join) and returns.
  ///
  /// The signals are blocked in the calling thread before the server's threads start, so every
  /// thread inherits the mask and a dedicated thread receives them with `sigwait`; no signal
  /// handler or main-actor callback is involved. Call it early in `main`, before starting other
  /// threads, so none of them can take the signal instead.
  ///
  /// ```swift
  /// // main.swift
  /// let signal = try Server.run(router: makeRouter()) { server in
  ///   print("listening on http://127.0.0.1:\(server.port)/")
  /// }
  /// print("stopped by signal \(signal)")   // "stopped by signal 15" after `kill -TERM`
  /// ```
  /// - Parameters:
  ///   - router: The routes.
  ///   - configuration: Address, limits and logging.
  ///   - onStart: Called once the server listens, on the calling thread.
  /// - Returns: The signal that stopped the server.
  /// - Throws: ``ServerError`` when the server cannot start.
  @discardableResult
  public static func run(
    router: Router, configuration: Configuration = Configuration(), onStart: (Server) -> Void = { _ in }
  ) throws -> Int32 {
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGINT)
    sigaddset(&signals, SIGTERM)
    pthread_sigmask(SIG_BLOCK, &signals, nil)
    let waiter = SignalWaiter(signals: signals)
    let server = try start(router: router, configuration: configuration)
    onStart(server)
    let signal = waiter.wait()
    server.stop()
    return signal
  }
}

/// A thread that waits in `sigwait` for one of a set of blocked signals.
private final class SignalWaiter: Sendable {
  private let received = DispatchSemaphore(value: 0)
  private let signal = Mutex<Int32>(0)

  init(signals: sigset_t) {
    Thread.detachNewThread { [self] in
      var signals = signals
      var caught: Int32 = 0
      sigwait(&signals, &caught)
      signal.withLock { $0 = caught }
      received.signal()
    }
  }

  func wait() -> Int32 {
    received.wait()
    return signal.withLock { $0 }
  }
}
