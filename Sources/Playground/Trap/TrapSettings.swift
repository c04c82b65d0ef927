/// Which program runs a write that would trap, and the limits on running it
/// (`keypath-playground --trap-time-limit`, `--trap-rate-limit`).
///
/// ```swift
/// let settings = TrapSettings(executable: "/proc/self/exe", timeLimit: .milliseconds(500))
/// let app = PlaygroundApp(trap: settings)
/// ```
@available(SwiftStdlib 6.2, *)
public struct TrapSettings: Sendable, Equatable {
  /// The `keypath-playground` executable; the server passes `/proc/self/exe`, its own.
  public var executable: String
  /// How long a write that would trap may take, counted from the moment it was decided: the
  /// child's start, its run and reading what it wrote. At the limit the write is answered 504
  /// and the child, with whatever it started, is killed.
  public var timeLimit: Duration
  /// How many children may start in any 60 seconds (an attempt whose child did not start
  /// does not count).
  public var perMinute: Int

  /// The default time limit: a trap takes a small fraction of it.
  public static let defaultTimeLimit = Duration.seconds(2)
  /// The default rate limit, per minute.
  public static let defaultPerMinute = 30

  /// Settings for running children of `executable`.
  public init(executable: String, timeLimit: Duration = defaultTimeLimit, perMinute: Int = defaultPerMinute) {
    self.executable = executable
    self.timeLimit = timeLimit
    self.perMinute = perMinute
  }
}
