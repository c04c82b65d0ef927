import JSON

/// A lesson step on a cost card (the redraw tree, the who-wins grid), as a recording carries it:
/// `{"entry": "costs", "card": "redraws", "action": {"tick": 30}}`.
///
/// Those steps change no scene's root and are not in the log an exported test replays, so the
/// export does not turn them into assertions: it says so plainly, one line per step, in a
/// comment of the suite.
///
/// ```swift
/// let note = try CostsStepNote(["entry": "costs", "card": "redraws", "action": ["tick": 30]])
/// CostsStepNote.comment([note!])
/// // "  // Not exported: 1 step on a cost card …\n  // - redraws: {"tick":30}"
/// ```
struct CostsStepNote: Equatable {
  /// The card's name, such as `redraws`.
  let card: String
  /// The action as JSON text, such as `{"tick":30}`.
  let action: String

  /// The note of `entry`, or `nil` when the entry is not a cost-card step.
  ///
  /// - Throws: A `costs` entry without a card name or an action object.
  init?(_ entry: JSONValue) throws(SwiftTestExportError) {
    guard entry["entry"] == .string("costs") else { return nil }
    guard case .string(let card)? = entry["card"], let action = entry["action"], case .object = action else {
      throw SwiftTestExportError(#"a "costs" entry has "card" (a string) and "action" (an object)"#)
    }
    self.card = card
    self.action = action.serialized()
  }

  /// The suite's comment naming the steps left out, each action on a line of its own (a line
  /// break inside one is replaced, so the comment cannot end early).
  static func comment(_ notes: [CostsStepNote]) -> String {
    let lines = notes.map { note in
      "  // - \(note.card): \(note.action)".map { $0.isNewline ? " " : $0 }
    }
    return """
        // Not exported: \(notes.count) \(notes.count == 1 ? "step" : "steps") on a cost card (the redraw tree or the who-wins grid).
        // They change no scene's root, so they are not in the log this file replays: run them
        // in the playground, or check the redraw counts in Xcode with Self._printChanges().
      \(lines.map { String($0) }.joined(separator: "\n"))
      """
  }
}
