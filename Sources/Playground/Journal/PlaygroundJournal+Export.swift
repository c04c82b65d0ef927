import JSON

@available(SwiftStdlib 6.2, *)
extension PlaygroundJournal {
  /// The logged entries after `since` up to `until`, with the refused and trapped writes made
  /// among them (``unloggedWrites()``, each after the entry it followed), as a Swift Testing
  /// file: each root starts as the first entry that set it found it, and the lab bindings
  /// written through are built from their definitions.
  ///
  /// - Parameters:
  ///   - since: Export the entries after this one.
  ///   - until: The last entry to export; the latest when `nil`.
  ///   - name: Any text to name the suite after; `PlaygroundLog` when `nil`.
  /// - Throws: 422 for an `until` not yet logged or before `since`, entries that have left the
  ///   log, a span beyond the export limits, or a lab binding written in it that was deleted.
  package func exportSpan(since: Int, until: Int?, name: String?) throws(PlaygroundError) -> SwiftTestFile {
    let latest = latestSequence
    guard since <= latest else { throw .invalid("since: there is no entry #\(since) yet; the latest is #\(latest)") }
    let last = until ?? latest
    guard last <= latest else { throw .invalid("until: there is no entry #\(last) yet; the latest is #\(latest)") }
    guard last >= since else { throw .invalid("until (#\(last)) comes before since (#\(since))") }
    let wanted = last - since
    // One entry past the limit tells a span that is too long from one that fits.
    let page = page(since: since, limit: min(wanted, limits.exportEntries + 1), byteBudget: limits.pageBytes)
    // The log holds only JSON this server wrote.
    let entries = page.entries.compactMap { try? JSONValue(parsing: $0) }
    if wanted > 0 {
      let first: Int? = if case .integer(let sequence)? = entries.first?["sequence"] { sequence } else { nil }
      guard first == since + 1 else {
        throw .invalid(
          "entries after #\(since) have left the log (it keeps the newest); export from since=\((first ?? latest + 1) - 1)"
        )
      }
    }
    guard entries.count == wanted else {
      throw .invalid("the entries after #\(since) are more than \(limits.pageBytes) bytes: export a shorter span")
    }
    let unlogged = unloggedWrites(since: since, until: last)
    try SwiftTestFile.check(count: wanted + unlogged.count, limits)
    let steps = Self.merging(entries, unlogged)
    let labs = try labDefinitions(of: steps)
    let start = Self.rootsBeforeFirstChange(in: steps)
    return try SwiftTestFile(name: name ?? "PlaygroundLog", limits: limits) { () throws(SwiftTestWriterError) in
      try SwiftTestWriter(
        entries: steps, startRoots: .object(start.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }),
        labs: labs, title: last > since ? "the log #\(since + 1)–#\(last)" : "the log after #\(since), no entries")
    }
  }

  /// The refused and trapped writes made after entry `since` up to entry `until`, oldest
  /// first, each with the sequence of the entry it followed.
  private func unloggedWrites(since: Int, until: Int) -> [(after: Int, entry: JSONValue)] {
    // The journal keeps only JSON it wrote, each with its `after`.
    unloggedWrites().compactMap { bytes -> (after: Int, entry: JSONValue)? in
      guard let entry = try? JSONValue(parsing: bytes), case .integer(let after)? = entry["after"],
        after >= since, after <= until
      else { return nil }
      return (after, entry)
    }
  }

  /// `logged`, with each of `unlogged` after the entry it followed (before the first when it
  /// followed the one before the span).
  private static func merging(_ logged: [JSONValue], _ unlogged: [(after: Int, entry: JSONValue)]) -> [JSONValue] {
    var merged: [JSONValue] = []
    merged.reserveCapacity(logged.count + unlogged.count)
    var next = unlogged.makeIterator()
    var pending = next.next()
    for entry in logged {
      let sequence: Int = if case .integer(let number)? = entry["sequence"] { number } else { .max }
      while let write = pending, write.after < sequence {
        merged.append(write.entry)
        pending = next.next()
      }
      merged.append(entry)
    }
    while let write = pending {
      merged.append(write.entry)
      pending = next.next()
    }
    return merged
  }

  /// Lab binding `id`'s chain and every write through it the log still holds, as a Swift
  /// Testing file; its root starts as the first of those writes found it.
  ///
  /// - Parameters:
  ///   - id: The lab binding id, such as `lab-3`.
  ///   - name: Any text to name the suite after; the id (`Lab3`) when `nil`.
  /// - Throws: 404 for an unknown lab binding; 422 for a lab binding with no write yet (a suite
  ///   with no test would pass and test nothing) or more writes than an export replays.
  package func exportLab(_ id: String, name: String?) throws(PlaygroundError) -> SwiftTestFile {
    let definition = try read { (world, _) throws(PlaygroundError) -> JSONValue in
      let entry = try world.lab.existingEntry(id)
      return entry.plan.definition
    }
    // A record names its lab binding as `"scene":"lab-3"`, quotes unescaped: a string value
    // cannot hold that text, so only records that may be the binding's are parsed.
    let marker = Array(#""scene":"\#(id)""#.utf8)
    let entries =
      page(since: 0, limit: .max).entries.lazy.filter { $0.contains(bytes: marker) }
      .compactMap { try? JSONValue(parsing: $0) }.filter { $0["scene"] == .string(id) } as [JSONValue]
    guard !entries.isEmpty else {
      throw .invalid(
        "the log holds no write through lab binding \(id), so there is nothing to test: write a value through one of its bindings, then export"
      )
    }
    try SwiftTestFile.check(count: entries.count, limits)
    let start = Self.rootsBeforeFirstChange(in: entries)
    return try SwiftTestFile(name: name ?? id, limits: limits) { () throws(SwiftTestWriterError) in
      try SwiftTestWriter(
        entries: entries, startRoots: .object(start.map { ($0.key, $0.value) }),
        labs: .object([(id, definition)]), title: "lab binding \(id)")
    }
  }

  /// The definitions of the lab bindings `entries` write through, by id; 422 when one was
  /// deleted since.
  private func labDefinitions(of entries: [JSONValue]) throws(PlaygroundError) -> JSONValue {
    let ids = Set(
      entries.compactMap { entry -> String? in
        guard case .string(let scene)? = entry["scene"], scene.hasPrefix(LabEntry.idPrefix) else { return nil }
        return scene
      })
    return try read { (world, _) throws(PlaygroundError) -> JSONValue in
      var definitions: [(key: String, value: JSONValue)] = []
      for id in ids.sorted() {
        guard let entry = world.lab.entry(id) else {
          throw .invalid("the lab binding \(id), written in this span, has been deleted: its definition is gone")
        }
        definitions.append((id, entry.plan.definition))
      }
      return .object(definitions)
    }
  }
}
