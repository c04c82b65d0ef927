import HTTPServer
import JSON
import Playground

extension PlaygroundApp {
  /// `POST /api/reset`: puts the roots of every scene (`{}`) or of the named ones
  /// (`{"scenes": ["progress"]}`) back to their initial values, as one logged entry.
  ///
  /// - Returns: The `ResetRecord`, identical to its log entry and its `reset` event.
  func resetAnswer(_ request: Request) throws(PlaygroundError) -> [UInt8] {
    let body = try Self.object(request.body, optional: ["scenes"])
    let scenes: [JSONValue]?
    do throws(JSONDecodingError) { scenes = try body.array("scenes") } catch { throw .invalid(error) }
    guard let ids = scenes else { return try journal.reset(scenes: nil) }
    guard !ids.isEmpty else { throw .invalid("scenes must be a non-empty array of scene ids, got an empty one") }
    var names: [String] = []
    for id in ids {
      guard case .string(let name) = id else { throw .invalid("scenes: no scene with id \(id.serialized())") }
      names.append(name)
    }
    return try journal.reset(scenes: names)
  }

  /// `POST /api/restore`: sets the roots to their values after entry `sequence`
  /// (`{"sequence": 7}`), or to values given outright (`{"roots": {"progress": 0.5}}`, as an
  /// imported recording starts), as one new logged entry.
  ///
  /// - Returns: The `RestoreRecord`, identical to its log entry and its `restore` event.
  func restoreAnswer(_ request: Request) throws(PlaygroundError) -> [UInt8] {
    let expected = #"{"sequence": N} or {"roots": {"progress": 0.5, ...}}"#
    let body = try Self.object(request.body, optional: ["sequence", "roots"])
    switch (body["sequence"], body["roots"]) {
    case (.integer(let sequence)?, nil) where sequence >= 0:
      return try journal.restore(toEntry: sequence)
    case (nil, .object(let roots)?) where !roots.isEmpty:
      for root in roots { try limits.checkValue(root.value, of: "the root of \(root.key)") }
      return try journal.restore(roots: roots)
    default:
      throw .invalid("expected \(expected): a sequence that is an integer of at least 0, or a non-empty object of roots")
    }
  }
}
