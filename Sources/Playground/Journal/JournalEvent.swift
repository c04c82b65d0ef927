/// The events the playground publishes, by the name a subscriber sees (`event: commit`).
@available(SwiftStdlib 6.2, *)
package enum JournalEvent: String, Sendable {
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
}
