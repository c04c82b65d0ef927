import Bindings
import JSON

/// A who-wins cell a lesson step performed, as one `@Test` of an exported file: a `Float` root
/// starting at 0.25, the cell's write as the grid's code spells it, and the transaction the root
/// commits.
///
/// The expectation is not read from the recording: the cell's row and column are looked up among
/// the grid's own (``TransactionSource/all``, ``WhoWinsParent/columns()``) and the write is run
/// here through the `Bindings` module on a fresh root, exactly as the exported code runs it.
/// Where swift-navigation's `UIBinding` rule would commit something else, a comment says what.
///
/// ```swift
/// let function = try WhoWinsTestFunction(number: 1, action: ["whoWins": [
///   "source": "animation+withTransaction", "column": "mapped", "value": 0.75]])
/// function.source
/// // @Test("who wins #1: binding.animation(.easeIn) inside withTransaction(noAnimations), through mapped") …
/// ```
@available(SwiftStdlib 6.2, *)
struct WhoWinsTestFunction {
  /// The function's number in its file, from 1.
  let number: Int
  /// The grid's row: where the write's transaction comes from.
  let row: TransactionSource
  /// The grid's column's id: how the binding is made.
  let columnID: String
  /// The value written, in `0...1`.
  let value: Double

  /// Reads a `{"whoWins": {"source", "column", "value"}}` action.
  ///
  /// - Throws: An unknown row or column, or a value outside `0...1`.
  init(number: Int, action: JSONValue) throws(SwiftTestWriterError) {
    guard case .string(let sourceID)? = action["whoWins"]?["source"],
      let row = TransactionSource.all.first(where: { $0.id == sourceID })
    else {
      throw SwiftTestWriterError(
        "who-wins step \(number): no who-wins row \(action["whoWins"]?["source"]?.serialized() ?? "")")
    }
    guard case .string(let columnID)? = action["whoWins"]?["column"],
      LessonCard.whoWinsColumns.contains(columnID)
    else {
      throw SwiftTestWriterError(
        "who-wins step \(number): no who-wins column \(action["whoWins"]?["column"]?.serialized() ?? "")")
    }
    guard let value = action["whoWins"]?["value"]?.doubleValue, (0...1).contains(value) else {
      throw SwiftTestWriterError("who-wins step \(number): the value must be a number from 0 to 1")
    }
    self.number = number
    self.row = row
    self.columnID = columnID
    self.value = value
  }

  /// The function's source, indented to sit in the suite.
  var source: String {
    // The column's binding writes to the root of the parent that made it: both come from one.
    let parent = WhoWinsParent()
    let columns = parent.columns()
    let column = columns.first { $0.id == columnID } ?? columns[0]
    let cell = WhoWinsGrid.perform(row, through: column, on: parent.root, writing: value)
    let code = row.code(writing: column.expression, value: SwiftLiteral.floatingPoint(value))
    var lines = [
      SwiftLiteral.text(
        "SwiftUI's rule as the Bindings module implements it: a key-path binding carries its", as: .comment),
      SwiftLiteral.text("transaction to the root, the ambient one applies over it key by key.", as: .comment),
      "@State var progress: Float = 0.25",
    ]
    if code.contains("noAnimations") { lines.append(Transaction.noAnimationsDeclaration) }
    if let committed = cell.committed {
      lines.append("let committed = try #require(transactionCommitted(to: _progress) {")
      lines.append("  \(code)")
      lines.append("})")
      lines.append("#expect(committed.animation == \(SwiftLiteral.animation(committed.animation)))")
      lines.append("#expect(committed.disablesAnimations == \(SwiftLiteral.boolean(committed.disablesAnimations)))")
      if cell.uiBindingDiffers, let uiBinding = cell.uiBindingCommitted {
        let animation = SwiftLiteral.animation(uiBinding.animation)
        let disables = SwiftLiteral.boolean(uiBinding.disablesAnimations)
        lines.append(
          SwiftLiteral.text(
            "swift-navigation's UIBinding would commit animation \(animation), disablesAnimations \(disables): it takes a non-empty ambient transaction whole.",
            as: .comment))
      }
    } else {
      lines.append("#expect(transactionCommitted(to: _progress) {")
      lines.append("  \(code)")
      lines.append("} == nil)")
    }
    lines.append("#expect(progress == \(SwiftLiteral.floatingPoint(parent.progress)))")
    let title = "who wins #\(number): \(row.title), through \(column.id)"
    let body = lines.map { "    " + $0 }.joined(separator: "\n")
    return """
        @Test(\(SwiftLiteral.text(title, as: .literal)))
        func whoWins\(number)() throws {
      \(body)
        }
      """
  }
}
