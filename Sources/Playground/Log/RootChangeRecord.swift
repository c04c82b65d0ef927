import JSON

/// Roots set outside any binding, logged and published as one entry: a reset (the initial
/// values) or a restore (the values after an earlier entry, or values given outright).
///
/// Its JSON is the contract's `ResetRecord` or `RestoreRecord`: `entry` tells the two apart from
/// each other and from a `WriteRecord` (which has no `entry` member), and `roots` holds the
/// values before and after of every scene it set, by scene id:
///
/// ```json
/// {"sequence": 12, "entry": "reset", "scenes": ["progress"],
///  "roots": {"before": {"progress": 0.9}, "after": {"progress": 0.25}}}
/// {"sequence": 13, "entry": "restore", "restoredTo": 7, "scenes": ["progress"],
///  "roots": {"before": {"progress": 0.25}, "after": {"progress": 0.9}}}
/// ```
@available(SwiftStdlib 6.2, *)
struct RootChangeRecord: LoggedRecord {
  /// Why the roots changed.
  enum Cause {
    /// Back to the initial values.
    case reset
    /// To the values after entry `sequence`, or (`nil`) to values the request gave.
    case restore(to: Int?)
  }

  /// One scene's root before and after.
  struct Change {
    var scene: String
    var before: JSONValue
    var after: JSONValue
  }

  var cause: Cause
  /// The scenes set, in page order.
  var changes: [Change]

  /// A reset's or a restore's event.
  var event: JournalEvent {
    switch cause {
    case .reset: .reset
    case .restore: .restore
    }
  }

  /// The record as UTF-8 JSON, numbered `sequence`.
  func json(sequence: Int) -> [UInt8] {
    var members: [(key: String, value: JSONValue)] = [("sequence", .integer(sequence))]
    switch cause {
    case .reset:
      members.append(("entry", "reset"))
    case .restore(let target):
      members.append(("entry", "restore"))
      members.append(("restoredTo", target.map(JSONValue.integer) ?? .null))
    }
    members.append(("scenes", .array(changes.map { .string($0.scene) })))
    members.append(
      (
        "roots",
        [
          "before": .object(changes.map { (key: $0.scene, value: $0.before) }),
          "after": .object(changes.map { (key: $0.scene, value: $0.after) }),
        ]
      ))
    return JSONValue.object(members).serializedBytes()
  }
}
