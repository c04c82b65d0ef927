import HTTPServer
import JSON

extension PlaygroundApp {
  /// `POST /api/reset`: puts the roots of every scene (`{}`) or of the named ones
  /// (`{"scenes": ["progress"]}`) back to their initial values, as one logged entry.
  ///
  /// - Returns: The `ResetRecord`, identical to its log entry and its `reset` event.
  func resetAnswer(_ request: Request) throws(PlaygroundError) -> [UInt8] {
    let body = try RequestObject(request.body, allowed: ["scenes"], expected: #"{"scenes": ["progress", ...]} or {}"#)
    return try world.withLock { (world: inout PlaygroundWorld) throws(PlaygroundError) -> [UInt8] in
      let indices: [Int]
      if let scenes = body["scenes"] {
        indices = try Self.sceneIndices(scenes, in: world)
      } else {
        indices = Array(world.scenes.indices)
      }
      let values = Dictionary(uniqueKeysWithValues: indices.map { ($0, world.initialRoots[$0]) })
      let changes = try world.setRoots(values, onlyChanges: false)
      return logRootChange(RootChangeRecord(cause: .reset, changes: changes), event: "reset")
    }
  }

  /// `POST /api/restore`: sets the roots to their values after entry `sequence`
  /// (`{"sequence": 7}`), or to values given outright (`{"roots": {"progress": 0.5}}`, as an
  /// imported recording starts), as one new logged entry. History is never rewritten: the
  /// restore is appended, and scenes whose root already has its value are left alone.
  ///
  /// - Returns: The `RestoreRecord`, identical to its log entry and its `restore` event.
  func restoreAnswer(_ request: Request) throws(PlaygroundError) -> [UInt8] {
    let expected = #"{"sequence": N} or {"roots": {"progress": 0.5, ...}}"#
    let body = try RequestObject(request.body, allowed: ["sequence", "roots"], expected: expected)
    switch (body["sequence"], body["roots"]) {
    case (.integer(let sequence)?, nil) where sequence >= 0:
      return try world.withLock { (world: inout PlaygroundWorld) throws(PlaygroundError) -> [UInt8] in
        let values = try rootsAfter(sequence, in: world)
        let changes = try world.setRoots(values, onlyChanges: true)
        return logRootChange(RootChangeRecord(cause: .restore(to: sequence), changes: changes), event: "restore")
      }
    case (nil, .object(let roots)?) where !roots.isEmpty:
      for root in roots { try limits.checkValue(root.value, of: "the root of \(root.key)") }
      return try world.withLock { (world: inout PlaygroundWorld) throws(PlaygroundError) -> [UInt8] in
        var values: [Int: JSONValue] = [:]
        for root in roots {
          guard let index = world.sceneIndex(root.key) else {
            throw PlaygroundError(status: .unprocessableContent, message: "roots: no scene with id \"\(root.key)\"")
          }
          values[index] = root.value
        }
        let changes = try world.setRoots(values, onlyChanges: true)
        return logRootChange(RootChangeRecord(cause: .restore(to: nil), changes: changes), event: "restore")
      }
    default:
      throw PlaygroundError(
        status: .unprocessableContent,
        message: "expected \(expected): a sequence that is an integer of at least 0, or a non-empty object of roots")
    }
  }

  /// Every scene's root after entry `sequence`: for each scene, its root before the first later
  /// entry that set it, or its root now when none did.
  ///
  /// Reads the entries after `sequence`, so they must all still be in the log, and at most
  /// ``PlaygroundLimits/restoreDepth`` of them.
  private func rootsAfter(_ sequence: Int, in world: PlaygroundWorld) throws(PlaygroundError) -> [Int: JSONValue] {
    let latest = log.latestSequence
    guard sequence <= latest else {
      throw PlaygroundError(status: .unprocessableContent, message: "there is no entry #\(sequence) yet; the latest is #\(latest)")
    }
    guard latest - sequence <= limits.restoreDepth else {
      throw PlaygroundError(
        status: .unprocessableContent,
        message: "a restore reaches back at most \(limits.restoreDepth) entries; restore to #\(latest - limits.restoreDepth) or later")
    }
    let later = log.page(since: sequence, limit: .max).entries
    guard later.count == latest - sequence else {
      throw PlaygroundError(
        status: .unprocessableContent,
        message: "entries after #\(sequence) have left the log (it keeps the newest); restore to #\(latest - later.count) or later")
    }
    var values: [Int: JSONValue] = [:]
    for entry in later where values.count < world.scenes.count {
      for (scene, before) in Self.rootsBefore(entry) {
        guard let index = world.sceneIndex(scene), values[index] == nil else { continue }
        values[index] = before
      }
    }
    for index in world.scenes.indices where values[index] == nil {
      values[index] = world.scenes[index].rootJSON
    }
    return values
  }

  /// The roots a logged entry found, by scene id: a write's `root.before`, a reset's or
  /// restore's `roots.before`.
  private static func rootsBefore(_ entry: [UInt8]) -> [(String, JSONValue)] {
    // The log holds only JSON this server wrote.
    guard let json = try? JSONValue(parsing: entry) else { return [] }
    if case .string(let scene)? = json["scene"], let before = json["root"]?["before"] {
      return [(scene, before)]
    }
    guard case .object(let roots)? = json["roots"]?["before"] else { return [] }
    return roots.map { ($0.key, $0.value) }
  }

  /// The positions of the scenes a reset names: a non-empty array of known scene ids, each
  /// once (repeats are ignored), in page order.
  private static func sceneIndices(_ json: JSONValue, in world: PlaygroundWorld) throws(PlaygroundError) -> [Int] {
    guard case .array(let ids) = json, !ids.isEmpty else {
      throw PlaygroundError(status: .unprocessableContent, message: "scenes must be a non-empty array of scene ids, got \(json.kindDescription)")
    }
    var indices = Set<Int>()
    for id in ids {
      guard case .string(let name) = id, let index = world.sceneIndex(name) else {
        throw PlaygroundError(status: .unprocessableContent, message: "scenes: no scene with id \(id.serialized())")
      }
      indices.insert(index)
    }
    return indices.sorted()
  }

  /// Logs a root change and publishes it as `event`, under the world lock like a write.
  private func logRootChange(_ record: RootChangeRecord, event: String) -> [UInt8] {
    var sequence = 0
    let json = log.append { appended in
      sequence = appended
      return record.json(sequence: appended)
    }
    latestSnapshot.withLock { $0 = nil }
    events.publish(event: event, id: String(sequence), data: String(decoding: json, as: UTF8.self))
    return json
  }
}
