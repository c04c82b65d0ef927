import Bindings

/// Which transaction a write commits, for every transaction source (rows) and every way of
/// making the binding (columns), computed by running each write through the `Bindings` module.
///
/// The rule run is SwiftUI's as the `Bindings` module implements it: a key-path binding carries
/// its transaction to the root; a `Binding(get:set:)` starts empty and its one-argument setter
/// drops what it is handed; the root applies the ambient transaction over what arrived, key by
/// key. Each cell also says what swift-navigation's `UIBinding` rule would commit
/// (``UIBindingRule``). Nothing here is a typed-in outcome: a cell is what the write did.
///
/// ```swift
/// let grid = WhoWinsGrid.compute()
/// grid.cell(source: "animation", column: "mapped")?.committed?.animation   // easeIn(duration: 0.35)
/// grid.cell(source: "animation", column: "getSet")?.committed?.isEmpty     // true: dropped
/// print(grid)                                                              // the grid as text
/// ```
@available(SwiftStdlib 6.2, *)
struct WhoWinsGrid: Sendable, CustomStringConvertible {
  /// The rows' ids, in order.
  let sourceIDs: [String]
  /// The columns' ids, in order.
  let columnIDs: [String]
  /// The cells, row by row, each row in column order.
  let cells: [[WhoWinsCell]]

  /// Runs every cell's write on a root of its own (``WhoWinsParent``) and collects the cells.
  ///
  /// - Parameter sources: The rows, ``TransactionSource/all`` unless given.
  /// - Returns: The grid.
  /// - Complexity: One write per cell.
  static func compute(sources: [TransactionSource] = TransactionSource.all) -> WhoWinsGrid {
    let parent = WhoWinsParent()
    let columns = parent.columns()
    let cells = sources.map { source in
      columns.map { column in perform(source, through: column, on: parent.root, writing: 0.75) }
    }
    return WhoWinsGrid(sourceIDs: sources.map(\.id), columnIDs: columns.map(\.id), cells: cells)
  }

  /// Writes `value` through `column`'s binding from `source`, and reads the transactions the
  /// root met.
  ///
  /// The root must be the one `column`'s binding writes to, and nothing else may write it
  /// meanwhile (the server's lock), or the commit read may be another write's.
  ///
  /// - Parameters:
  ///   - source: Where the write's transaction comes from.
  ///   - column: The binding written through.
  ///   - root: The state the binding writes to.
  ///   - value: The value written.
  /// - Returns: The cell.
  static func perform(
    _ source: TransactionSource, through column: WhoWinsColumn, on root: State<Float>, writing value: Double
  ) -> WhoWinsCell {
    var ambient = Transaction()
    let transactions = root.transactionsCommitted {
      ambient = source.write(value, through: column.binding())
    }
    return WhoWinsCell(
      sourceID: source.id, columnID: column.id,
      code: source.code(writing: column.expression, value: String(describing: value)),
      arrived: transactions?.arrived, ambient: ambient, committed: transactions?.committed)
  }

  /// The cell at a row and a column, by their ids.
  ///
  /// - Parameters:
  ///   - source: The row's id.
  ///   - column: The column's id.
  /// - Returns: The cell, or `nil` for an unknown id.
  func cell(source: String, column: String) -> WhoWinsCell? {
    guard let row = sourceIDs.firstIndex(of: source), let index = columnIDs.firstIndex(of: column) else { return nil }
    return cells[row][index]
  }

  /// The grid as text: a header of column ids, then one line per row and one cell per line.
  var description: String {
    var lines = ["columns: " + columnIDs.joined(separator: " | ")]
    for (row, sourceID) in sourceIDs.enumerated() {
      lines.append(sourceID)
      for (index, cell) in cells[row].enumerated() {
        lines.append("  \(columnIDs[index]): \(cell)")
      }
    }
    return lines.joined(separator: "\n")
  }
}
