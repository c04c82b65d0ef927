import Dispatch
import Foundation

/// A thread that calls `tick` every `interval` until stopped; ``stop()`` returns once the loop
/// has ended, so no tick runs after the server stops.
@available(SwiftStdlib 6.2, *)
final class Heartbeat: Sendable {
  private let wakeUp = DispatchSemaphore(value: 0)
  private let finished = DispatchSemaphore(value: 0)

  init(interval: Duration, tick: @escaping @Sendable () -> Void) {
    let seconds = interval / .seconds(1)
    let wakeUp = wakeUp
    let finished = finished
    let thread = Thread {
      while wakeUp.wait(timeout: .now() + seconds) == .timedOut {
        tick()
      }
      finished.signal()
    }
    thread.name = "heartbeat"
    thread.start()
  }

  /// Ends the loop and waits until it has.
  func stop() {
    wakeUp.signal()
    finished.wait()
  }
}
