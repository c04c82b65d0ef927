import Foundation

/// Waiting for a condition another thread makes true.
@available(SwiftStdlib 6.2, *)
public enum Eventually {
  /// Polls `condition` until it holds or `timeout` passes.
  /// - Parameters:
  ///   - timeout: The longest wait.
  ///   - condition: Checked every few milliseconds.
  /// - Returns: Whether the condition held in time.
  @discardableResult
  public static func wait(timeout: Duration = .seconds(5), until condition: () -> Bool) -> Bool {
    let deadline = ContinuousClock.now + timeout
    while !condition() {
      guard ContinuousClock.now < deadline else { return false }
      usleep(2_000)
    }
    return true
  }
}
