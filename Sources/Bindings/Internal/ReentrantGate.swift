public import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Lets one thread at a time through, and lets that thread back in.
///
/// A `State` write runs user code while it holds the gate (key path setters, mapping hooks such as
/// `onDidSet`). If that code writes the same `State` again, a plain mutex would deadlock; the gate
/// recognises its owner thread and lets the nested write through instead.
@available(SwiftStdlib 6.0, *)
@usableFromInline
final class ReentrantGate: Sendable {
  @usableFromInline let lock = Mutex<Void>(())
  /// The thread holding the gate, or 0. Only the owner ever stores its own id, so a thread that
  /// reads its own id here really is inside the gate.
  @usableFromInline let owner = Atomic<UInt>(0)

  @usableFromInline
  init() {}

  /// Runs `body` inside the gate, waiting for another thread to leave it first.
  ///
  /// `@inlinable`, so that it is compiled with the `State` write that calls it, for its value.
  @inlinable
  func run<Result: Sendable>(_ body: () -> Result) -> Result {
    let thread = currentThreadID()
    if owner.load(ordering: .acquiring) == thread { return body() }
    return lock.withLock { _ in
      owner.store(thread, ordering: .releasing)
      defer { owner.store(0, ordering: .releasing) }
      return body()
    }
  }
}

/// A number unique to the calling thread while it runs.
@available(SwiftStdlib 6.0, *)
@usableFromInline
func currentThreadID() -> UInt {
  #if canImport(Glibc)
    UInt(pthread_self())
  #else
    // Other C libraries make `pthread_t` a pointer; its address is just as unique.
    UInt(bitPattern: pthread_self())
  #endif
}
