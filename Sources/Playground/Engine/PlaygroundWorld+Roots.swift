import JSON

@available(SwiftStdlib 6.2, *)
extension PlaygroundWorld {
  /// Scene `id`'s position in page order, or `nil` for an unknown id.
  func sceneIndex(_ id: String) -> Int? {
    scenes.firstIndex { type(of: $0).id == id }
  }

  /// The scene id at position `index` in page order.
  func sceneID(at index: Int) -> String {
    type(of: scenes[index]).id
  }

  /// Sets the roots of scenes (by position) to JSON values, as resets and restores do: every
  /// value is decoded first, so a bad one changes nothing.
  ///
  /// - Parameters:
  ///   - values: The new root of each scene to set, by position in page order.
  ///   - onlyChanges: Leave out scenes whose root already equals its new value (a restore); a
  ///     reset sets and reports every scene it names.
  /// - Returns: Each scene set, in page order, with its root before and after.
  /// - Throws: 422 naming the scene when a value is not one of its root's type.
  func setRoots(_ values: [Int: JSONValue], onlyChanges: Bool) throws(PlaygroundError) -> [RootChangeRecord.Change] {
    var assignments: [(index: Int, before: JSONValue, assign: () -> Void)] = []
    for index in values.keys.sorted() {
      let scene = scenes[index]
      let before = scene.rootJSON
      guard let value = values[index], !(onlyChanges && value == before) else { continue }
      do throws(ValueRejection) {
        assignments.append((index, before, try scene.rootAssignment(from: value)))
      } catch {
        throw PlaygroundError(.invalid, "roots.\(sceneID(at: index)): \(error.message)")
      }
    }
    return assignments.map { assignment in
      assignment.assign()
      return RootChangeRecord.Change(
        scene: sceneID(at: assignment.index), before: assignment.before, after: scenes[assignment.index].rootJSON)
    }
  }
}
