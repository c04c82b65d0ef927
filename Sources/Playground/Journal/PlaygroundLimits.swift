/// What the playground may hold or build for its clients, in entries and in bytes.
///
/// The HTTP layer bounds a request's body (64 KiB by default); these bound what the playground
/// makes of it. A write's record repeats its value seven times (written, read back, the root
/// before and after, and the round trip's three), each string escaped as JSON, so the value is
/// capped before anything is written; the log drops its oldest entries by count and by bytes;
/// and a page of `GET /api/transactions` stops at its byte budget and says so.
///
/// ```swift
/// var limits = PlaygroundLimits()
/// limits.valueBytes          // 8192: a longer value is refused with 413, the state unchanged
/// limits.logBytes = 1 << 20  // keep at most 1 MiB of records
/// let app = PlaygroundApp(limits: limits)
/// ```
@available(SwiftStdlib 6.2, *)
public struct PlaygroundLimits: Sendable, Equatable {
  /// How many entries the transaction log keeps. Default 10,000.
  public var logEntries = 10_000
  /// How many bytes of entries (their JSON) the transaction log keeps. Default 16 MiB, which
  /// holds 10,000 ordinary records (about 1 KB each) with room to spare.
  public var logBytes = 16 << 20
  /// The most bytes of entries one page of `GET /api/transactions` carries; a page holds at
  /// least one entry, which the value cap keeps far below this. Default 2 MiB.
  public var pageBytes = 2 << 20
  /// The longest value a write may carry, and a restore may set a root to, as the JSON its
  /// record writes (strings escaped). Default ``defaultValueBytes``; longer ones are refused
  /// with 413.
  public var valueBytes = defaultValueBytes
  /// How far back `POST /api/restore` may reach, in entries: a restore reads every entry after
  /// the one it names, under the lock every write waits for, so this bounds how long it holds
  /// that lock (about 25 ms for 1,000 entries in a release build). Default 1,000, five times what
  /// the page's log shows.
  public var restoreDepth = 1_000
  /// How many lessons `POST /api/lessons` may add to the ones the server started with; the
  /// body limit bounds each. Default 32.
  public var uploadedLessons = 32
  /// How many entries one Swift test export may replay (a recording's, a span of the log's, a
  /// lab binding's writes); more are refused with 422. Default 1,000, as far as a restore reaches.
  public var exportEntries = 1_000
  /// The longest Swift test file an export may answer, in bytes of UTF-8; a longer one is
  /// refused with 422. Default 4 MiB.
  public var exportBytes = 4 << 20

  /// The default of ``valueBytes``, 8 KiB: also what the child process that runs a write that
  /// would trap reads at most, twice (`TrapChild.inputLimit`).
  public static let defaultValueBytes = 8 << 10

  /// The defaults above.
  public init() {}
}
