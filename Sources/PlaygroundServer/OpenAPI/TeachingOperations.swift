import JSON
import Playground

extension APIOperation {
  /// The endpoints teaching adds: restoring the roots of an earlier entry, the lessons, and the
  /// lesson step every page follows.
  static let teaching: [APIOperation] = [
    APIOperation(
      id: .restore, method: .post, path: "/api/restore",
      summary: """
        Sets the roots to their values after an earlier entry (`{"sequence": N}`, which must \
        still be in the log) or to values given (`{"roots": {...}}`), as one new logged entry \
        (a RestoreRecord): history is never rewritten, the sequence stays gapless.
        """,
      requestSchema: "RestoreRequest", responseSchema: "RestoreRecord", errorStatuses: [422]),
    APIOperation(
      id: .listLessons, method: .get, path: "/api/lessons",
      summary: "The lessons: those the server started with (shipped, `--lessons DIR`), then those added.",
      responseSchema: "LessonList"),
    APIOperation(
      id: .addLesson, method: .post, path: "/api/lessons",
      summary: """
        Adds a lesson document (a teacher's own file); one with the id of an added lesson \
        replaces it. 409 for the id of a lesson the server started with, 422 for a document \
        that is not a playable lesson (the message names the member) or one lesson too many.
        """,
      requestSchema: "Lesson", responseSchema: "LessonSummary", errorStatuses: [409, 422]),
    APIOperation(
      id: .lesson, method: .get, path: "/api/lessons/{id}",
      summary: "One lesson document.",
      parameters: [parameter("id", in: "path", "A lesson id such as slider-animation.", schema: Schema.string)],
      responseSchema: "Lesson", errorStatuses: [404]),
    APIOperation(
      id: .presentation, method: .get, path: "/api/lesson",
      summary: "The lesson step every page shows (no lesson: `\"lesson\": null`).",
      responseSchema: "Presentation"),
    APIOperation(
      id: .present, method: .post, path: "/api/lesson",
      summary: """
        Moves every page to a lesson step (or ends the lesson with `"lesson": null`); pages \
        follow through the `lesson` event. In share mode only the presenter can.
        """,
      requestSchema: "PresentRequest", responseSchema: "Presentation", errorStatuses: [404, 422]),
  ]
}
