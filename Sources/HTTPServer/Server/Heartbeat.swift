import Dispatch
import Foundation

/// A thread that calls `tick` every `interval` until stopped, and is joined on stop so no
/// thread outlives the server.
final class Heartbeat: Sendable {
  private let wakeUp = DispatchSemaphore(value: 0)
  private let thread: pthread_t

  private final class Context: Sendable {
    let interval: Duration
    let wakeUp: DispatchSemaphore
    let tick: @Sendable () -> Void

    init(interval: Duration, wakeUp: DispatchSemaphore, tick: @escaping @Sendable () -> Void) {
      self.interval = interval
      self.wakeUp = wakeUp
      self.tick = tick
    }

    func run() {
      let nanoseconds = interval.components.seconds * 1_000_000_000 + interval.components.attoseconds / 1_000_000_000
      while wakeUp.wait(timeout: .now() + .nanoseconds(Int(nanoseconds))) == .timedOut {
        tick()
      }
    }
  }

  init(interval: Duration, tick: @escaping @Sendable () -> Void) {
    let context = Context(interval: interval, wakeUp: wakeUp, tick: tick)
    var thread = pthread_t()
    // The C thread API takes a raw pointer: the context is retained once here and released once,
    // by takeRetainedValue on the new thread, so it lives exactly as long as the thread uses it.
    let result = pthread_create(
      &thread, nil,
      { raw in
        Unmanaged<Context>.fromOpaque(raw!).takeRetainedValue().run()
        return nil
      }, Unmanaged.passRetained(context).toOpaque())
    precondition(result == 0, "cannot start the heartbeat thread: \(String(cString: strerror(result)))")
    self.thread = thread
  }

  /// Ends the loop and waits for the thread to exit.
  func stop() {
    wakeUp.signal()
    pthread_join(thread, nil)
  }
}
