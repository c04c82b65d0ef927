package import JSON

/// A guided tour of the playground, step by step: each step names its scene (or a cost card,
/// `redraws` or `whoWins`), says what to do and what to look for, which bindings (or the card's
/// children or rows) to highlight, and the writes, renders, resets, restores, ticks or cells it
/// can perform itself.
///
/// Lessons are data: a JSON document in the format the article <doc:WritingALesson> and
/// the OpenAPI document's `Lesson` schema describe. ``LessonFolder/load(from:limits:)`` reads a
/// folder of them, ``Lesson/init(parsing:limits:)`` one document; both check every step against
/// the real scenes and cards (a scene, binding, value, row or tick count that does not exist is
/// an error naming its place) and against the limits its actions meet when they are performed
/// (a value or root longer than ``PlaygroundLimits/valueBytes``), so a lesson that loads can be
/// played.
///
/// ```swift
/// let lesson = try Lesson(parsing: Array(#"""
///   {"format": "keypath-playground/lesson", "version": 1, "id": "glide",
///    "title": "The glide", "summary": "A mapped binding keeps its animation.",
///    "steps": [{"title": "Write 0.9", "scene": "progress",
///               "instruction": "Press Do it.", "lookFor": "The bar glides.",
///               "highlight": ["progress.mapped"],
///               "perform": [{"write": "progress.mapped", "value": 0.9}]}]}
///   """#.utf8))
/// lesson.id          // "glide"
/// lesson.stepCount   // 1
/// ```
@available(SwiftStdlib 6.2, *)
public struct Lesson: Sendable {
  /// The `format` member every lesson document carries.
  public static let format = "keypath-playground/lesson"
  /// The version of the format this server reads.
  public static let version = 1

  /// Where a lesson came from.
  public enum Origin: String, Sendable {
    /// Loaded when the server started (the shipped lessons, a `--lessons` folder).
    case server
    /// Added through `POST /api/lessons` (a teacher's file opened in the page).
    case uploaded
  }

  /// The lesson's id: lower-case letters, digits and dashes, such as `slider-animation`.
  public let id: String
  /// The lesson's title.
  public let title: String
  /// One or two sentences on what the lesson shows.
  public let summary: String
  /// How many steps the lesson has (at least one).
  public let stepCount: Int
  /// Where the lesson came from.
  public internal(set) var origin: Origin = .server
  /// The lesson document, as read.
  package let json: JSONValue

  init(id: String, title: String, summary: String, stepCount: Int, json: JSONValue) {
    self.id = id
    self.title = title
    self.summary = summary
    self.stepCount = stepCount
    self.json = json
  }

  /// Reads and checks one lesson document against the playground's scenes and limits.
  ///
  /// - Parameters:
  ///   - bytes: The document, UTF-8 JSON.
  ///   - limits: The limits of the playground that will perform it: a write's value or a
  ///     restored root longer than ``PlaygroundLimits/valueBytes`` is refused here, as it would
  ///     be when the step is performed. The defaults by default.
  /// - Throws: ``LessonError`` naming the member that is wrong, such as
  ///   `steps[1].perform[0].write: no binding "progress.mapd"`.
  public init(parsing bytes: [UInt8], limits: PlaygroundLimits = PlaygroundLimits()) throws(LessonError) {
    let json: JSONValue
    do throws(JSONSyntaxError) { json = try JSONValue(parsing: bytes) } catch {
      throw LessonError(message: "not JSON: \(error)")
    }
    self = try LessonReader(scenes: SceneDirectory(), limits: limits).lesson(json)
  }

  /// `{"id", "title", "summary", "steps", "origin"}`, the contract's `LessonSummary`.
  package var summaryJSON: JSONValue {
    [
      "id": .string(id), "title": .string(title), "summary": .string(summary),
      "steps": .integer(stepCount), "origin": .string(origin.rawValue),
    ]
  }
}

/// Why a lesson document cannot be played: the file (when it came from one), the member and
/// what is wrong with it.
@available(SwiftStdlib 6.2, *)
public struct LessonError: Error, Equatable, CustomStringConvertible {
  /// The file the lesson came from, or `nil`.
  public var file: String?
  /// The member's path and what is wrong, such as `steps[0].scene: no scene "progres"`.
  public var message: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - file: The file the lesson came from, if any.
  ///   - message: The member's path and the problem.
  public init(file: String? = nil, message: String) {
    self.file = file
    self.message = message
  }

  /// `file: message`, or the message alone.
  public var description: String { file.map { "\($0): \(message)" } ?? message }
}
