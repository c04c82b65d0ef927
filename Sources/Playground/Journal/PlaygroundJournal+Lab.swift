package import JSON

@available(SwiftStdlib 6.2, *)
extension PlaygroundJournal {
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
        try world.lab.remove(id)
        world.forgetRemovedLabBindings()
      },
      data: { _ in
        JSONValue.object([("action", "deleted"), ("id", .string(id)), ("binding", .null), ("evicted", [])]).serialized()
      })
  }
}
