import Dispatch
import Foundation
import Synchronization

/// Work on a thread of its own, and its result: a request that waits for a slow child blocks
/// that thread, not the pool Swift Testing runs tests on (two threads on two cores, which a
/// few blocking reads would starve).
final class Background<Value: Sendable>: Sendable {
  private let result = Mutex<Result<Value, any Error>?>(nil)
  private let finished = DispatchSemaphore(value: 0)

  /// Starts `work` at once.
  init(_ work: @escaping @Sendable () throws -> Value) {
    Thread.detachNewThread { [self] in
      let outcome = Result { try work() }
      result.withLock { $0 = outcome }
      finished.signal()
    }
  }

  /// Waits for the work and returns what it returned, or throws what it threw.
  func value() throws -> Value {
    finished.wait()
    finished.signal()
    return try result.withLock { $0! }.get()
  }
}
