import JSON

/// A lesson step on a cost card (the redraw tree, the who-wins grid), as a recording carries it:
/// `{"entry": "costs", "card": "redraws", "action": {"tick": 30}}`.
///
/// Those steps change no scene's root and are not in the log an exported test replays. A
/// who-wins cell is exported all the same, as a test of its own (``WhoWinsTestFunction``); a
/// redraw step is not, and the file says so plainly, one line per step, in a comment of the
/// suite.
///
/// ```swift
/// let note = try CostsStepNote(["entry": "costs", "card": "redraws", "action": ["tick": 30]])
/// CostsStepNote.comment([note!])
/// // "  // Not exported: 1 step on the redraw tree. …\n  // - redraws: {"tick":30}"
/// ```
@available(SwiftStdlib 6.2, *)
struct CostsStepNote: Equatable {
  /// The card's name, such as `redraws`.
  let card: String
  /// The action, such as `{"tick": 30}`.
  let action: JSONValue

  /// The note of `entry`, or `nil` when the entry is not a cost-card step.
  ///
  /// - Throws: A `costs` entry without a card name or an action object.
  init?(_ entry: JSONValue) throws(SwiftTestWriterError) {
    guard entry["entry"] == .string("costs") else { return nil }
    guard case .string(let card)? = entry["card"], let action = entry["action"], case .object = action else {
      throw SwiftTestWriterError(#"a "costs" entry has "card" (a string) and "action" (an object)"#)
    }
    self.card = card
    self.action = action
  }

  /// The suite's comment naming the steps left out, each card and action on a comment line of
  /// its own (``SwiftLiteral/text(_:as:)``, so nothing in them can end it early).
  static func comment(_ notes: [CostsStepNote]) -> String {
    let steps = notes.count == 1 ? "1 step" : "\(notes.count) steps"
    let lines =
      [
        "Not exported: \(steps) on the redraw tree. Ticks change no scene's root, so",
        "they are not in the log this file replays, and the redraw model is the playground's,",
        "not SwiftUI: run them in the playground, or check the counts in Xcode with",
        "Self._printChanges().",
      ] + notes.map { "- \($0.card): \($0.action.serialized())" }
    return lines.map { "  " + SwiftLiteral.text($0, as: .comment) }.joined(separator: "\n")
  }
}
