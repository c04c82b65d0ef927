import Foundation

@available(SwiftStdlib 6.2, *)
extension Server {
  /// Starts a server, serves until the process receives `SIGINT` or `SIGTERM`, then stops it
  /// gracefully (event streams end, suspended connections resume, workers join) and returns.
  ///
  /// The signals are blocked in the calling thread before the server's threads start, so every
  /// thread inherits the mask and the calling thread receives them with `sigwait`; no signal
  /// handler or main-actor callback is involved. When the server cannot start, the calling
  /// thread's signal mask is restored before the error is thrown. After a signal stopped the
  /// server, both signals stay blocked: a second `SIGINT` or `SIGTERM` during shutdown (Ctrl-C
  /// twice) then waits, instead of ending the process with the signal's status instead of 0.
  /// Call it early in `main`, before starting other threads, so none of them can take the
  /// signal instead.
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
    var previousMask = sigset_t()
    pthread_sigmask(SIG_BLOCK, &signals, &previousMask)
    let server: Server
    do {
      server = try start(router: router, configuration: configuration)
    } catch {
      pthread_sigmask(SIG_SETMASK, &previousMask, nil)
      throw error
    }
    onStart(server)
    var caught: Int32 = 0
    sigwait(&signals, &caught)
    server.stop()
    return caught
  }
}
