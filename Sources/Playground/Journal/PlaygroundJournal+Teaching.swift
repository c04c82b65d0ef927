package import JSON

extension PlaygroundJournal {
  /// Moves every page to step `step` of lesson `lesson` (`nil` ends the lesson), published as a
  /// `lesson`; the lesson and step were checked against the lessons before.
  ///
  /// - Returns: The `Presentation` as UTF-8 JSON.
  package func present(lesson: String?, step: Int) -> [UInt8] {
    let text = announce(
      .lesson,
      { (world: inout PlaygroundWorld) -> String in
        world.presentation.lesson = lesson
        world.presentation.step = lesson == nil ? 0 : step
        world.presentation.revision += 1
        return world.presentation.json.serialized()
      }, data: { $0 })
    return Array(text.utf8)
  }

  /// Adds a lab binding, evicting the oldest beyond the shelf's capacity, published as a `lab`
  /// event `{"action": "created", "id", "binding", "evicted"}`.
  ///
  /// - Returns: The `LabBinding`, with `evicted`.
  package func addLabBinding(_ prepared: LabEntry.Prepared) -> JSONValue {
    announce(
      .lab,
      { (world: inout PlaygroundWorld) -> JSONValue in
        let (entry, evicted) = world.lab.add(prepared)
        if !evicted.isEmpty { world.forgetRemovedLabBindings() }
        guard case .object(let members) = entry.json else { return entry.json }
        return .object(members + [("evicted", .array(evicted.map(JSONValue.string)))])
      },
      data: { binding in
        JSONValue.object([
          ("action", "created"), ("id", binding["id"] ?? .null), ("binding", binding),
          ("evicted", binding["evicted"] ?? []),
        ]).serialized()
      })
  }

  /// Deletes lab binding `id`, published as a `lab` event `{"action": "deleted", "id", …}`.
  ///
  /// - Throws: 404 for an unknown id.
  package func deleteLabBinding(_ id: String) throws(PlaygroundError) {
    try announce(
      .lab,
      { (world: inout PlaygroundWorld) throws(PlaygroundError) in
        guard world.lab.remove(id) else { throw PlaygroundError(.notFound, "no lab binding with id \"\(id)\"") }
        world.forgetRemovedLabBindings()
      },
      data: { _ in
        JSONValue.object([("action", "deleted"), ("id", .string(id)), ("binding", .null), ("evicted", [])]).serialized()
      })
  }
}
