import Foundation

/// SIGINT and SIGTERM, blocked for every thread and awaited by one.
///
/// Created before the server starts its threads, so they inherit the blocked mask and the signal
/// is delivered to ``wait()`` alone instead of interrupting a request.
struct StopSignals {
  private var signals = sigset_t()

  init() {
    sigemptyset(&signals)
    sigaddset(&signals, SIGINT)
    sigaddset(&signals, SIGTERM)
    pthread_sigmask(SIG_BLOCK, &signals, nil)
  }

  /// Blocks until SIGINT or SIGTERM arrives.
  func wait() {
    var signals = signals
    var received: Int32 = 0
    sigwait(&signals, &received)
  }
}
