import Foundation

/// Lessons kept as files: every `*.json` file of a folder is one lesson.
///
/// The playground ships one lesson per claim of its seed documents in the package's `Lessons/`
/// folder; `keypath-playground --lessons DIR` adds a teacher's own folder after them. Files are
/// read in name order, so `01-….json`, `02-….json` sets the order the page lists them in.
///
/// ```swift
/// let lessons = try LessonFolder.load(from: "Lessons")
/// lessons.map(\.id)   // ["slider-animation", "setter-hook", "silent-zero", "identity", "round-trips"]
/// ```
public enum LessonFolder {
  /// The largest lesson file read: a lesson is a few kilobytes of text.
  static let maxFileSize = 256 << 10

  /// Reads every lesson of `directory`.
  ///
  /// - Parameter directory: A folder of `*.json` lesson files.
  /// - Returns: The lessons, in file-name order.
  /// - Throws: ``LessonError`` naming the file and the member that is wrong, or saying that the
  ///   folder cannot be read or holds two lessons with the same id.
  public static func load(from directory: String) throws(LessonError) -> [Lesson] {
    let folder = URL(fileURLWithPath: directory, isDirectory: true)
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
    } catch {
      throw LessonError(file: directory, message: "cannot read the folder (\(error.localizedDescription))")
    }
    var lessons: [Lesson] = []
    for name in names {
      let file = folder.appendingPathComponent(name).path
      guard let data = FileManager.default.contents(atPath: file) else {
        throw LessonError(file: file, message: "cannot be read")
      }
      guard data.count <= maxFileSize else {
        throw LessonError(file: file, message: "is \(data.count) bytes; a lesson file may have at most \(maxFileSize)")
      }
      let lesson: Lesson
      do throws(LessonError) { lesson = try Lesson(parsing: Array(data)) } catch {
        throw LessonError(file: file, message: error.message)
      }
      if lessons.contains(where: { $0.id == lesson.id }) {
        throw LessonError(file: file, message: "id: another lesson in \(directory) has the id \"\(lesson.id)\"")
      }
      lessons.append(lesson)
    }
    return lessons
  }
}
