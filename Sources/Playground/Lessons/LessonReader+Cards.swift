import JSON

/// Lesson steps about a cost card (``LessonCard``) instead of a scene, checked against the real
/// card: its children and rows, its columns and the journal's limits.
///
/// - `{"title", "card": "redraws", "instruction", "lookFor", "highlight"?: [child name],
///   "perform"?: [{"tick": 1...100} | {"resetRedraws": true}]}`
/// - `{"title", "card": "whoWins", "instruction", "lookFor", "highlight"?: [row id],
///   "perform"?: [{"whoWins": {"source": row id, "column": column id, "value": 0...1}}]}`
@available(SwiftStdlib 6.2, *)
extension LessonReader {
  func cardStep(_ json: JSONValue, at path: String) throws(LessonError) {
    let (step, name) = try Self.step(json, at: path, about: "card")
    guard let card = LessonCard(rawValue: name) else {
      let known = LessonCard.allCases.map(\.rawValue).joined(separator: ", ")
      throw step.problem(at: "card", "no cost card \"\(name)\"; the cards are \(known)")
    }
    if step["highlight"] != nil {
      let known = card.highlightable
      for (index, item) in try step.elements("highlight", count: 0...Limit.highlights).enumerated() {
        guard case .string(let id) = item, known.contains(id) else {
          throw LessonError(
            message:
              "\(step.place(of: "highlight[\(index)]")): \(item.serialized()) is not \(Self.highlightNoun(card)) of the \(name) card; they are \(known.joined(separator: ", "))"
          )
        }
      }
    }
    if step["perform"] != nil {
      for (index, action) in try step.elements("perform", count: 0...Limit.actions).enumerated() {
        try cardAction(action, at: step.place(of: "perform[\(index)]"), card: card)
      }
    }
  }

  private func cardAction(_ json: JSONValue, at path: String, card: LessonCard) throws(LessonError) {
    guard let (member, owner) = LessonCard.of(action: json) else {
      throw LessonError(message: "\(path): an action of the \(card.rawValue) card is \(card.actionShapes)")
    }
    guard owner == card else {
      throw LessonError(
        message:
          "\(path).\(member): an action of the \(owner.rawValue) card; this step is about the \(card.rawValue) card")
    }
    let action = try Self.object(json, at: path, required: [member])
    switch member {
    case "tick":
      let limit = PlaygroundJournal.redrawTicksLimit
      guard case .integer(let ticks)? = action["tick"], (1...limit).contains(ticks) else {
        throw action.problem(
          at: "tick", "must be an integer from 1 to \(limit), got \(action["tick"]?.serialized() ?? "nothing")")
      }
    case "resetRedraws":
      guard action["resetRedraws"] == .bool(true) else { throw action.problem(at: "resetRedraws", "must be true") }
    default:
      try whoWinsCell(action["whoWins"] ?? .null, at: action.place(of: "whoWins"))
    }
  }

  /// A who-wins cell to perform: a real row, a real column and a value the grid's root takes.
  private func whoWinsCell(_ json: JSONValue, at path: String) throws(LessonError) {
    let cell = try Self.object(json, at: path, required: ["source", "column", "value"])
    let source = try cell.text("source", limit: Limit.id)
    guard TransactionSource.all.contains(where: { $0.id == source }) else {
      let known = TransactionSource.all.map(\.id).joined(separator: ", ")
      throw cell.problem(at: "source", "no who-wins row \"\(source)\"; the rows are \(known)")
    }
    let column = try cell.text("column", limit: Limit.id)
    let columns = LessonCard.whoWinsColumns
    guard columns.contains(column) else {
      throw cell.problem(
        at: "column", "no who-wins column \"\(column)\"; the columns are \(columns.joined(separator: ", "))")
    }
    guard let value = cell["value"]?.doubleValue, (0...1).contains(value) else {
      throw cell.problem(at: "value", "must be a number from 0 to 1, got \(cell["value"]?.serialized() ?? "nothing")")
    }
  }

  private static func highlightNoun(_ card: LessonCard) -> String {
    switch card {
    case .redraws: "a child"
    case .whoWins: "a row"
    }
  }
}
