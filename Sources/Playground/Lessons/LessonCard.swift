import JSON

/// A "what it costs" card a lesson step can be about instead of a scene: the redraw tree or the
/// who-wins grid. A step names one with `"card"`, and its actions are that card's.
///
/// ```swift
/// LessonCard(rawValue: "redraws")?.highlightable   // ["mapped", "inline", "getSet", "converted", "freshID"]
/// LessonCard.whoWins.actionShapes                  // "{\"whoWins\": {\"source\", \"column\", \"value\"}}"
/// ```
@available(SwiftStdlib 6.2, *)
package enum LessonCard: String, CaseIterable, Sendable {
  /// "Why your view re-renders": the modelled parent and its five children.
  case redraws
  /// "Who wins": the transaction each write commits, by source and binding.
  case whoWins

  /// The who-wins grid's column ids, which a `whoWins` action names.
  package static var whoWinsColumns: [String] { WhoWinsParent().columns().map(\.id) }

  /// What a step about the card may highlight: the children's names, or the grid's row ids.
  package var highlightable: [String] {
    switch self {
    case .redraws: SliderParent().children().map(\.name)
    case .whoWins: TransactionSource.all.map(\.id)
    }
  }

  /// The actions a step about the card may perform, as an error message lists them.
  var actionShapes: String {
    switch self {
    case .redraws: #"{"tick": n} or {"resetRedraws": true}"#
    case .whoWins: #"{"whoWins": {"source", "column", "value"}}"#
    }
  }

  /// The members that make an action, each with the card whose action it is.
  static let actionMembers: [(member: String, card: LessonCard)] = [
    ("tick", .redraws), ("resetRedraws", .redraws), ("whoWins", .whoWins),
  ]

  /// The card an action belongs to and the member that says so (`tick`, `resetRedraws` or
  /// `whoWins`), or `nil` for an action of a scene.
  static func of(action json: JSONValue) -> (member: String, card: LessonCard)? {
    actionMembers.first { json[$0.member] != nil }
  }
}
