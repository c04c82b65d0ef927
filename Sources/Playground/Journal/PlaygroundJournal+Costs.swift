import JSON

/// What losing a binding's identity or transaction costs an app: the who-wins grid and the
/// redraw tree, read and changed through the journal.
///
/// Neither model touches a scene's root, so their changes are published (`whoWins`,
/// `redraws` events, which every page follows) but not logged: the log holds the scenes' root
/// changes, which a restore replays.
@available(SwiftStdlib 6.2, *)
extension PlaygroundJournal {
  /// The most ticks one request may run.
  package static let redrawTicksLimit = 100

  /// The grid, every cell computed now on roots of its own (no lock: nothing shared is read).
  ///
  /// - Returns: ``WhoWinsGrid/json`` as UTF-8 JSON.
  package func whoWinsGrid() -> [UInt8] {
    WhoWinsGrid.compute().json.serializedBytes()
  }

  /// Performs one cell's write on the kept who-wins root and publishes it as `whoWins`.
  ///
  /// - Parameters:
  ///   - source: A row's id, such as `animation+withTransaction`.
  ///   - column: A column's id, such as `mapped`.
  ///   - value: The value written, finite and in `0...1`.
  /// - Returns: `{"cell": WhoWinsCell, "progress": Float}` as UTF-8 JSON: the cell and the root
  ///   after the write.
  /// - Throws: 404 for an unknown row or column, 422 for a value outside `0...1`; nothing is
  ///   written then.
  package func performWhoWins(source: String, column: String, value: Double) throws(PlaygroundError) -> [UInt8] {
    guard let row = TransactionSource.all.first(where: { $0.id == source }) else {
      let known = TransactionSource.all.map(\.id).joined(separator: ", ")
      throw PlaygroundError(.notFound, "no who-wins row \"\(source)\"; the rows are \(known)")
    }
    guard value.isFinite, (0...1).contains(value) else {
      throw .invalid("value must be a number from 0 to 1, got \(value)")
    }
    return try announceJSON(.whoWins) { (world: inout PlaygroundWorld) throws(PlaygroundError) -> String in
      let parent = world.costs.whoWins
      let columns = parent.columns()
      guard let binding = columns.first(where: { $0.id == column }) else {
        let known = columns.map(\.id).joined(separator: ", ")
        throw PlaygroundError(.notFound, "no who-wins column \"\(column)\"; the columns are \(known)")
      }
      let cell = WhoWinsGrid.perform(row, through: binding, on: parent.root, writing: value)
      let record: JSONValue = ["cell": cell.json, "progress": .number(Double(parent.progress))]
      return record.serialized()
    }
  }

  /// The redraw tree's newest render.
  ///
  /// - Returns: ``RedrawTree/json`` as UTF-8 JSON.
  package func redraws() -> [UInt8] {
    read { world, _ in world.costs.redraws.json.serializedBytes() }
  }

  /// Ticks the redraw tree and publishes its newest render as `redraws`.
  ///
  /// - Parameter ticks: How many ticks, from 1 to ``redrawTicksLimit``.
  /// - Returns: ``RedrawTree/json`` as UTF-8 JSON.
  /// - Throws: 422 for a count out of range; the tree is unchanged then.
  package func tickRedraws(_ ticks: Int) throws(PlaygroundError) -> [UInt8] {
    guard (1...Self.redrawTicksLimit).contains(ticks) else {
      throw .invalid("ticks must be an integer from 1 to \(Self.redrawTicksLimit), got \(ticks)")
    }
    return changeRedraws { $0.tickRedraws(ticks) }
  }

  /// Sets the redraw tree back to its first render and publishes it as `redraws`.
  ///
  /// - Returns: ``RedrawTree/json`` as UTF-8 JSON.
  package func resetRedraws() -> [UInt8] {
    changeRedraws { $0.resetRedraws() }
  }

  private func changeRedraws(_ change: (inout CostModels) -> Void) -> [UInt8] {
    announceJSON(.redraws) { (world: inout PlaygroundWorld) -> String in
      change(&world.costs)
      return world.costs.redraws.json.serialized()
    }
  }

  /// How often a child holding lab binding `id`'s chain, and one holding each of its twins,
  /// would run its body over `ticks` ticks of an unrelated state (``LabRedraws``).
  ///
  /// The root is copied under the world lock; the chain is built and the model run on the copy
  /// outside it, so no write waits for them and none races them.
  ///
  /// - Parameters:
  ///   - id: A lab binding id, such as `lab-3`.
  ///   - ticks: From 1 to ``redrawTicksLimit``.
  /// - Returns: ``LabRedraws/json`` as UTF-8 JSON.
  /// - Throws: 404 for an unknown lab binding; 422 for a count out of range or a read-only chain.
  package func labRedraws(_ id: String, ticks: Int) throws(PlaygroundError) -> [UInt8] {
    let (plan, root) = try read { (world, _) throws(PlaygroundError) -> (LabPlan, any LabRoot) in
      let entry = try world.lab.existingEntry(id)
      return (entry.plan, entry.root.copy())
    }
    return try LabRedraws(plan: plan, over: root, ticks: ticks, id: id).json.serializedBytes()
  }
}
