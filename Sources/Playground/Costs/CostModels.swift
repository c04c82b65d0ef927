/// The two cost models the server keeps, each behind the journal's world lock: the who-wins
/// root the grid's cells write to, and the redraw tree the learner ticks.
///
/// ```swift
/// var models = CostModels()
/// models.redraws.run(ticks: 3)
/// models.resetRedraws()
/// models.redraws.parentBodyRuns   // 1
/// ```
@available(SwiftStdlib 6.2, *)
struct CostModels {
  /// The root and the four bindings of the who-wins grid.
  let whoWins = WhoWinsParent()
  /// The parent whose five children the redraw tree renders.
  private let sliders = SliderParent()
  /// The redraw tree, rendered once when made.
  private(set) var redraws: RedrawTree

  init() {
    redraws = RedrawTree(children: sliders.children())
  }

  /// Ticks the redraw tree `ticks` times.
  mutating func tickRedraws(_ ticks: Int) {
    redraws.run(ticks: ticks)
  }

  /// A fresh redraw tree: counter 0, every child rendered once.
  mutating func resetRedraws() {
    redraws = RedrawTree(children: sliders.children())
  }
}
