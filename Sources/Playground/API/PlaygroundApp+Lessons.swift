import HTTPServer
import JSON

extension PlaygroundApp {
  /// `GET /api/lessons`: `{"lessons": [LessonSummary]}`.
  func lessonListAnswer() -> [UInt8] {
    let list: JSONValue = ["lessons": .array(lessons.all.map(\.summaryJSON))]
    return list.serializedBytes()
  }

  /// `GET /api/lessons/{id}`: the lesson document.
  func lessonAnswer(_ request: Request) throws(PlaygroundError) -> [UInt8] {
    let id = request.parameters["id"] ?? ""
    guard let lesson = lessons.lesson(id) else { throw Self.unknownLesson(id) }
    return lesson.json.serializedBytes()
  }

  /// `POST /api/lessons`: checks a lesson document and adds it (a teacher's own file, opened in
  /// the page); answers its `LessonSummary`.
  func addLessonAnswer(_ request: Request) throws(PlaygroundError) -> [UInt8] {
    let lesson: Lesson
    do throws(LessonError) { lesson = try Lesson(parsing: request.body) } catch {
      throw PlaygroundError(status: .unprocessableContent, message: "not a lesson this playground can play: \(error.message)")
    }
    try lessons.add(lesson)
    return (lessons.lesson(lesson.id)?.summaryJSON ?? lesson.summaryJSON).serializedBytes()
  }

  /// `GET /api/lesson`: the step every page shows (`Presentation`).
  func presentationAnswer() -> [UInt8] {
    presentation.withLock { $0.json.serializedBytes() }
  }

  /// `POST /api/lesson` with `{"lesson": "<id>", "step": N}` (or `"lesson": null` to end it):
  /// moves every page to that step, through the `lesson` event.
  func presentAnswer(_ request: Request) throws(PlaygroundError) -> [UInt8] {
    let expected = #"{"lesson": "<id>" or null, "step": N}"#
    let body = try RequestObject(request.body, allowed: ["lesson", "step"], expected: expected)
    guard case .integer(let step)? = body["step"], step >= 0 else {
      throw PlaygroundError(status: .unprocessableContent, message: "step must be an integer of at least 0; expected \(expected)")
    }
    let id: String?
    switch body["lesson"] {
    case .string(let name)?:
      guard let lesson = lessons.lesson(name) else { throw Self.unknownLesson(name) }
      guard step < lesson.stepCount else {
        throw PlaygroundError(
          status: .unprocessableContent, message: "lesson \"\(name)\" has \(lesson.stepCount) steps, numbered from 0; got step \(step)")
      }
      id = name
    case .null?:
      id = nil
    default:
      throw PlaygroundError(status: .unprocessableContent, message: "lesson must be a lesson id or null; expected \(expected)")
    }
    return presentation.withLock { presentation in
      presentation.lesson = id
      presentation.step = id == nil ? 0 : step
      presentation.revision += 1
      let text = presentation.json.serialized()
      // Under the lock, so the stream carries the moves in revision order.
      events.publish(event: "lesson", data: text)
      return Array(text.utf8)
    }
  }

  private static func unknownLesson(_ id: String) -> PlaygroundError {
    PlaygroundError(status: .notFound, message: "no lesson with id \"\(id)\"")
  }
}
