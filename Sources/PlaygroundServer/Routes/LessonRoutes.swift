import HTTPServer
import JSON
import Playground

@available(SwiftStdlib 6.2, *)
extension APIRoute {
  /// The lessons, and the lesson step every page follows.
  static let lessons: [APIRoute] = [
    APIRoute(
      id: "listLessons", method: .get, path: "/api/lessons",
      summary: "The lessons: those the server started with (shipped, `--lessons DIR`), then those added.",
      responseSchema: "LessonList",
      answer: .json { app, _ in
        let list: JSONValue = ["lessons": .array(app.lessons.all.map(\.summaryJSON))]
        return list.serializedBytes()
      }),
    APIRoute(
      id: "addLesson", method: .post, path: "/api/lessons",
      summary: """
        Adds a lesson document (a teacher's own file); one with the id of an added lesson \
        replaces it, and when that lesson is shown on a step the new version does not have, \
        every page moves to its last step (a `lesson` event). 409 for the id of a lesson the \
        server started with, 422 for a document that is not a playable lesson (the message \
        names the member) or one lesson too many.
        """,
      requestSchema: "Lesson", responseSchema: "LessonSummary", errorStatuses: [409, 422], answer: .json(addLesson)),
    APIRoute(
      id: "lesson", method: .get, path: "/api/lessons/{id}", summary: "One lesson document.",
      parameters: [parameter("id", in: "path", "A lesson id such as slider-animation.", schema: Schema.string)],
      responseSchema: "Lesson", errorStatuses: [404],
      answer: .json { app, request throws(PlaygroundError) in
        let id = request.pathID
        guard let lesson = app.lessons.lesson(id) else { throw .unknownLesson(id) }
        return lesson.json.serializedBytes()
      }),
    APIRoute(
      id: "presentation", method: .get, path: "/api/lesson",
      summary: "The lesson step every page shows (no lesson: `\"lesson\": null`).",
      responseSchema: "Presentation",
      answer: .json { app, _ in
        app.journal.read { world, _ in world.presentation.json.serializedBytes() }
      }),
    APIRoute(
      id: "present", method: .post, path: "/api/lesson",
      summary: """
        Moves every page to a lesson step (or ends the lesson with `"lesson": null`); pages \
        follow through the `lesson` event. In share mode only the presenter can.
        """,
      requestSchema: "PresentRequest", responseSchema: "Presentation", errorStatuses: [404, 422],
      answer: .json(present)),
  ]

  /// `POST /api/lessons`: checks a lesson document and adds it (a teacher's own file, opened in
  /// the page); answers its `LessonSummary`.
  private static func addLesson(_ app: PlaygroundApp, _ request: Request) throws(PlaygroundError) -> [UInt8] {
    let lesson: Lesson
    do throws(LessonError) { lesson = try Lesson(parsing: request.body, limits: app.limits) } catch {
      throw .invalid("not a lesson this playground can play: \(error.message)")
    }
    try app.lessons.add(lesson)
    app.journal.keepPresentation(within: app.lessons)
    return (app.lessons.lesson(lesson.id)?.summaryJSON ?? lesson.summaryJSON).serializedBytes()
  }

  /// `POST /api/lesson` with `{"lesson": "<id>", "step": N}` (or `"lesson": null` to end it):
  /// moves every page to that step, through the `lesson` event.
  private static func present(_ app: PlaygroundApp, _ request: Request) throws(PlaygroundError) -> [UInt8] {
    let expected = #"{"lesson": "<id>" or null, "step": N}"#
    let body = try RequestBody.object(request.body, required: ["lesson", "step"])
    guard case .integer(let step)? = body["step"], step >= 0 else {
      throw .invalid("step must be an integer of at least 0; expected \(expected)")
    }
    switch body["lesson"] {
    case .string(let id)?: return try app.journal.present(lesson: id, step: step, of: app.lessons)
    case .null?: return try app.journal.present(lesson: nil, step: step, of: app.lessons)
    default: throw .invalid("lesson must be a lesson id or null; expected \(expected)")
    }
  }
}
