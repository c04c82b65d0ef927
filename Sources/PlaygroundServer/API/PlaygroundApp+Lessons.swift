import HTTPServer
import JSON
import Playground

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
      throw PlaygroundError.invalid("not a lesson this playground can play: \(error.message)")
    }
    try lessons.add(lesson)
    return (lessons.lesson(lesson.id)?.summaryJSON ?? lesson.summaryJSON).serializedBytes()
  }

  /// `POST /api/lesson` with `{"lesson": "<id>", "step": N}` (or `"lesson": null` to end it):
  /// moves every page to that step, through the `lesson` event.
  func presentAnswer(_ request: Request) throws(PlaygroundError) -> [UInt8] {
    let expected = #"{"lesson": "<id>" or null, "step": N}"#
    let body = try Self.object(request.body, required: ["lesson", "step"])
    guard case .integer(let step)? = body["step"], step >= 0 else {
      throw PlaygroundError.invalid("step must be an integer of at least 0; expected \(expected)")
    }
    let id: String?
    switch body["lesson"] {
    case .string(let name)?:
      guard let lesson = lessons.lesson(name) else { throw Self.unknownLesson(name) }
      guard step < lesson.stepCount else {
        throw PlaygroundError.invalid("lesson \"\(name)\" has \(lesson.stepCount) steps, numbered from 0; got step \(step)")
      }
      id = name
    case .null?:
      id = nil
    default:
      throw PlaygroundError.invalid("lesson must be a lesson id or null; expected \(expected)")
    }
    return journal.present(lesson: id, step: step)
  }

  private static func unknownLesson(_ id: String) -> PlaygroundError {
    PlaygroundError(.notFound, "no lesson with id \"\(id)\"")
  }
}
