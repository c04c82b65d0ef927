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
@available(SwiftStdlib 6.2, *)
public enum LessonFolder {
  /// The largest lesson file read, 256 KiB: a lesson is a few kilobytes of text.
  public static let maxFileSize = 256 << 10

  /// Reads every lesson of `directory`.
  ///
  /// Each file is read by its size first (``maxFileSize``): a larger one is refused before its
  /// bytes are read.
  ///
  /// - Parameters:
  ///   - directory: A folder of `*.json` lesson files.
  ///   - limits: The limits of the playground that will perform the lessons
  ///     (``Lesson/init(parsing:limits:)``); the defaults by default.
  /// - Returns: The lessons, in file-name order.
  /// - Throws: ``LessonError`` naming the file and the member that is wrong, or saying that the
  ///   folder cannot be read, that a file is too large or holds two lessons with the same id.
  public static func load(
    from directory: String, limits: PlaygroundLimits = PlaygroundLimits()
  ) throws(LessonError) -> [Lesson] {
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
      let bytes: [UInt8]
      do throws(BoundedFile.Failure) { bytes = try BoundedFile.read(file, atMost: maxFileSize) } catch {
        switch error {
        case .unreadable(let reason): throw LessonError(file: file, message: "cannot be read (\(reason))")
        case .tooLarge(let size):
          let found = size.map { "is \($0) bytes" } ?? "holds more than \(maxFileSize) bytes"
          throw LessonError(file: file, message: "\(found); a lesson file may have at most \(maxFileSize)")
        }
      }
      let lesson: Lesson
      do throws(LessonError) { lesson = try Lesson(parsing: bytes, limits: limits) } catch {
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
