package import JSON

@available(SwiftStdlib 6.2, *)
extension PlaygroundJournal {
  /// Puts the roots of the scenes `ids` names (every scene for `nil`) back to their initial
  /// values, logged and published as one `reset`.
  ///
  /// - Returns: The `ResetRecord` as UTF-8 JSON.
  /// - Throws: 422 naming an id that is no scene's.
  package func reset(scenes ids: [String]?) throws(PlaygroundError) -> [UInt8] {
    try commit { (world: inout PlaygroundWorld) throws(PlaygroundError) -> RootChangeRecord in
      var indices = Set<Int>()
      for id in ids ?? world.scenes.map({ type(of: $0).id }) {
        guard let index = world.sceneIndex(id) else {
          throw .invalid("scenes: no scene with id \(JSONValue.string(id).serialized())")
        }
        indices.insert(index)
      }
      let values = Dictionary(uniqueKeysWithValues: indices.map { ($0, world.initialRoots[$0]) })
      return RootChangeRecord(cause: .reset, changes: try world.setRoots(values, onlyChanges: false))
    }
  }

  /// Sets every root to its value after entry `sequence`, logged and published as one new
  /// `restore`: history is never rewritten, and scenes whose root already has its value are
  /// left alone.
  ///
  /// - Returns: The `RestoreRecord` as UTF-8 JSON.
  /// - Throws: 422 for an entry not yet made, too far back, or no longer in the log.
  package func restore(toEntry sequence: Int) throws(PlaygroundError) -> [UInt8] {
    try commit { (world: inout PlaygroundWorld) throws(PlaygroundError) -> RootChangeRecord in
      let values = try rootsAfter(sequence, in: world)
      return RootChangeRecord(cause: .restore(to: sequence), changes: try world.setRoots(values, onlyChanges: true))
    }
  }

  /// Sets the roots of the scenes named to the values given (as an imported recording starts),
  /// logged and published as one new `restore`.
  ///
  /// - Returns: The `RestoreRecord` as UTF-8 JSON.
  /// - Throws: 422 for an unknown scene or a value its root does not take.
  package func restore(roots: [(key: String, value: JSONValue)]) throws(PlaygroundError) -> [UInt8] {
    try commit { (world: inout PlaygroundWorld) throws(PlaygroundError) -> RootChangeRecord in
      var values: [Int: JSONValue] = [:]
      for root in roots {
        guard let index = world.sceneIndex(root.key) else { throw .invalid("roots: no scene with id \"\(root.key)\"") }
        values[index] = root.value
      }
      return RootChangeRecord(cause: .restore(to: nil), changes: try world.setRoots(values, onlyChanges: true))
    }
  }

  /// Every scene's root after entry `sequence`: for each scene, its root before the first later
  /// entry that set it, or its root now when none did.
  ///
  /// Reads the entries after `sequence`, so they must all still be in the log, and at most
  /// ``PlaygroundLimits/restoreDepth`` of them.
  private func rootsAfter(_ sequence: Int, in world: borrowing PlaygroundWorld) throws(PlaygroundError) -> [Int:
    JSONValue]
  {
    let latest = latestSequence
    guard sequence <= latest else { throw .invalid("there is no entry #\(sequence) yet; the latest is #\(latest)") }
    guard latest - sequence <= limits.restoreDepth else {
      throw .invalid(
        "a restore reaches back at most \(limits.restoreDepth) entries; restore to #\(latest - limits.restoreDepth) or later"
      )
    }
    let later = page(since: sequence, limit: .max).entries
    guard later.count == latest - sequence else {
      throw .invalid(
        "entries after #\(sequence) have left the log (it keeps the newest); restore to #\(latest - later.count) or later"
      )
    }
    // The log holds only JSON this server wrote.
    let found = Self.rootsBeforeFirstChange(in: later.lazy.compactMap { try? JSONValue(parsing: $0) })
    var values: [Int: JSONValue] = [:]
    for index in world.scenes.indices {
      values[index] = found[type(of: world.scenes[index]).id] ?? world.scenes[index].rootJSON
    }
    return values
  }

  /// The root each scene or lab binding had before the first of `entries` that set it, by id:
  /// a write's or a trapped write's `root.before`, a refused write's `root`, a reset's or
  /// restore's `roots.before`. Roots no entry set are not listed.
  ///
  /// - Parameter entries: Logged records and unlogged writes, oldest first.
  static func rootsBeforeFirstChange(in entries: some Sequence<JSONValue>) -> [String: JSONValue] {
    var roots: [String: JSONValue] = [:]
    for entry in entries {
      if entry["entry"] == "rejected", case .string(let id)? = entry["scene"], let root = entry["root"] {
        if roots[id] == nil { roots[id] = root }
      } else if case .string(let id)? = entry["scene"], let before = entry["root"]?["before"] {
        if roots[id] == nil { roots[id] = before }
      } else if case .object(let before)? = entry["roots"]?["before"] {
        for (id, value) in before where roots[id] == nil { roots[id] = value }
      }
    }
    return roots
  }
}
