package import JSON

@available(SwiftStdlib 6.2, *)
extension PlaygroundJournal {
  /// Moves every page to step `step` of lesson `lesson` (`nil` ends the lesson), published as a
  /// `lesson`.
  ///
  /// The lesson and the step are checked against `lessons` under the world lock, so a lesson
  /// replaced at the same moment (``keepPresentation(within:)``) cannot leave the pages on a step
  /// it no longer has. Lock order: the world, then the lessons' own lock.
  ///
  /// - Parameters:
  ///   - lesson: A lesson id, or `nil` to end the lesson.
  ///   - step: A step of that lesson, from 0; ignored when `lesson` is `nil`.
  ///   - lessons: The lessons served.
  /// - Returns: The `Presentation` as UTF-8 JSON.
  /// - Throws: 404 for an unknown lesson, 422 for a step it does not have.
  package func present(lesson: String?, step: Int, of lessons: LessonStore) throws(PlaygroundError) -> [UInt8] {
    let text = try announce(
      .lesson,
      { (world: inout PlaygroundWorld) throws(PlaygroundError) -> String in
        if let lesson {
          guard let count = lessons.lesson(lesson)?.stepCount else { throw .unknownLesson(lesson) }
          guard (0..<count).contains(step) else {
            throw .invalid("lesson \"\(lesson)\" has \(count) steps, numbered from 0; got step \(step)")
          }
        }
        world.presentation.lesson = lesson
        world.presentation.step = lesson == nil ? 0 : step
        world.presentation.revision += 1
        return world.presentation.json.serialized()
      }, data: { $0 })
    return Array(text.utf8)
  }

  /// Keeps the pages on a step the presented lesson has, after a lesson was added or replaced:
  /// a teacher who opens a shorter version of the lesson being shown lands on its last step,
  /// published as a `lesson` event; a step the new version still has stays where it is.
  ///
  /// The step is compared with `lessons` under the world lock, as ``present(lesson:step:of:)``
  /// checks it, so whichever of the two runs last, the pages end on a step that exists.
  ///
  /// - Parameter lessons: The lessons served, the replacement among them.
  package func keepPresentation(within lessons: LessonStore) {
    func lastStep(_ world: borrowing PlaygroundWorld) -> Int? {
      guard let lesson = world.presentation.lesson else { return nil }
      let count = lessons.lesson(lesson)?.stepCount ?? 1
      return world.presentation.step >= count ? count - 1 : nil
    }
    // Most additions concern another lesson: nothing to move, nothing to publish.
    guard read({ world, _ in lastStep(world) }) != nil else { return }
    _ = announce(
      .lesson,
      { (world: inout PlaygroundWorld) -> String in
        if let step = lastStep(world) {
          world.presentation.step = step
          world.presentation.revision += 1
        }
        return world.presentation.json.serialized()
      }, data: { $0 })
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
