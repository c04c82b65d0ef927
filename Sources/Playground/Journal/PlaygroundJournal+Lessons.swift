import JSON

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
    try announceJSON(.lesson) { (world: inout PlaygroundWorld) throws(PlaygroundError) -> String in
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
    }
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
    _ = announceJSON(.lesson) { (world: inout PlaygroundWorld) -> String in
      if let step = lastStep(world) {
        world.presentation.step = step
        world.presentation.revision += 1
      }
      return world.presentation.json.serialized()
    }
  }
}
