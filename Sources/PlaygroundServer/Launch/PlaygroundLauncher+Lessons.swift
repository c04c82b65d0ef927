import Playground

@available(SwiftStdlib 6.2, *)
extension PlaygroundLauncher {
  /// The lessons to serve: the shipped ones (`Lessons/`, found like `Public/`), then those of
  /// `--lessons DIR`, where one with a shipped lesson's id takes that lesson's place.
  ///
  /// - Parameters:
  ///   - options: The command line.
  ///   - executablePath: The program's path, for finding the shipped lessons.
  /// - Returns: The lessons, and a line saying where they came from.
  /// - Throws: ``LessonError`` for a lesson file that cannot be played, naming the file and member.
  static func lessons(_ options: PlaygroundOptions, executablePath: String) throws(LessonError) -> (
    lessons: [Lesson], note: String
  ) {
    var lessons: [Lesson] = []
    var sources: [String] = []
    if let shipped = PlaygroundOptions.shippedLessonsDirectory(executablePath: executablePath) {
      lessons = try LessonFolder.load(from: shipped)
      sources.append("\(lessons.count) shipped")
    }
    if let folder = options.lessonsDirectory {
      guard let path = PlaygroundOptions.existingPath(folder) else {
        throw LessonError(file: folder, message: "no such folder (--lessons)")
      }
      let own = try LessonFolder.load(from: path)
      for lesson in own {
        if let index = lessons.firstIndex(where: { $0.id == lesson.id }) {
          lessons[index] = lesson
        } else {
          lessons.append(lesson)
        }
      }
      sources.append("\(own.count) from \(folder)")
    }
    return (lessons, sources.isEmpty ? "no lessons found" : "lessons: " + sources.joined(separator: ", "))
  }
}
