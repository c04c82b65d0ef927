/// The events the playground publishes, by the name a subscriber sees (`event: commit`).
///
/// The one list of event names: the `/api/events` description is made from it, and a test
/// checks that the page listens to each.
@available(SwiftStdlib 6.2, *)
package enum JournalEvent: String, Sendable, CaseIterable {
  /// Every root and the latest sequence, the first event a subscriber gets.
  case snapshot
  /// A write's `WriteRecord`.
  case commit
  /// A reset's `ResetRecord`.
  case reset
  /// A restore's `RestoreRecord`.
  case restore
  /// A render's `RenderReport`.
  case render
  /// The lesson step every page shows, a `Presentation`.
  case lesson
  /// A lab binding created or deleted.
  case lab
  /// A who-wins cell performed: the cell and the root after it.
  case whoWins
  /// The redraw tree ticked or reset: its newest render.
  case redraws
  /// A write that would trap, run in a child process: a `TrappedWrite`.
  case trap
  /// A write a binding refused: a `RejectedWrite` with `after`, as the unlogged writes list it.
  case rejected

  /// What the event's data holds, in a few words, for the API's description.
  package var data: String {
    switch self {
    case .snapshot: "every root and the latest sequence, first on every connection"
    case .commit: "a write's WriteRecord"
    case .reset: "a reset's ResetRecord"
    case .restore: "a restore's RestoreRecord"
    case .render: "a render's RenderReport"
    case .lesson: "the lesson step every page shows, a Presentation"
    case .lab: "a lab binding created or deleted"
    case .whoWins: "a who-wins cell performed, a WhoWinsRecord"
    case .redraws: "the redraw tree's newest render after a tick or a reset"
    case .trap: "a write that would trap, run in a child process, a TrappedWrite"
    case .rejected: "a write a binding refused, a RejectedWrite with after"
    }
  }

  /// Whether the event is a logged change: its event id is its sequence, and its data is the
  /// entry the log holds.
  package var isLogged: Bool {
    switch self {
    case .commit, .reset, .restore: true
    case .snapshot, .render, .lesson, .lab, .whoWins, .redraws, .trap, .rejected: false
    }
  }
}
