import Dispatch
import Foundation
import Synchronization

/// Runs `body(index)` on `count` new threads at once, named "worker-<index>", and waits for all.
func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
  let group = DispatchGroup()
  for index in 0..<count {
    group.enter()
    let thread = Thread {
      body(index)
      group.leave()
    }
    thread.name = "worker-\(index)"
    thread.start()
  }
  group.wait()
}

/// Blocks each caller until `parties` callers have arrived, so their work overlaps.
final class Rendezvous: Sendable {
  private let release: DispatchSemaphore
  private let parties: Int

  init(parties: Int) {
    self.parties = parties
    release = DispatchSemaphore(value: 0)
    counter = .init(0)
  }

  private let counter: Mutex<Int>

  func arrive() {
    let arrived = counter.withLock { count in
      count += 1
      return count
    }
    if arrived == parties {
      for _ in 0..<parties { release.signal() }
    }
    release.wait()
  }
}
