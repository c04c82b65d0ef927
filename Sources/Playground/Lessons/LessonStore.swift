import JSON
import Synchronization

/// The lessons a playground serves: those it started with, then those added through
/// `POST /api/lessons`, at most ``PlaygroundLimits/uploadedLessons`` of them.
///
/// An added lesson with the id of another added one replaces it (a teacher opening a corrected
/// file); the id of a lesson the server started with is refused, so the shipped tour stays as
/// shipped.
@available(SwiftStdlib 6.2, *)
package final class LessonStore: Sendable {
  private let lessons: Mutex<[Lesson]>
  private let maxUploaded: Int

  package init(_ lessons: [Lesson], maxUploaded: Int) {
    self.lessons = Mutex(lessons)
    self.maxUploaded = maxUploaded
  }

  /// Every lesson, in the order the page lists them.
  package var all: [Lesson] { lessons.withLock { $0 } }

  /// The lesson with id `id`, or `nil`.
  package func lesson(_ id: String) -> Lesson? {
    lessons.withLock { $0.first { $0.id == id } }
  }

  /// Adds an uploaded lesson, or replaces the uploaded one with its id.
  ///
  /// - Throws: 409 for the id of a lesson the server started with, 422 when
  ///   the catalogue already holds as many uploaded lessons as it may.
  package func add(_ lesson: Lesson) throws(PlaygroundError) {
    var lesson = lesson
    lesson.origin = .uploaded
    try lessons.withLock { (lessons: inout [Lesson]) throws(PlaygroundError) in
      if let index = lessons.firstIndex(where: { $0.id == lesson.id }) {
        guard lessons[index].origin == .uploaded else {
          throw PlaygroundError(
            .conflict, "the server's own lesson \"\(lesson.id)\" cannot be replaced; give yours another id")
        }
        lessons[index] = lesson
        return
      }
      guard lessons.count(where: { $0.origin == .uploaded }) < maxUploaded else {
        throw PlaygroundError(
          .invalid, "the playground holds \(maxUploaded) added lessons already, as many as it keeps")
      }
      lessons.append(lesson)
    }
  }
}
