package import JSON

/// A Swift Testing file ready to send: its source and the name to save it under, made within
/// ``PlaygroundLimits/exportEntries`` and ``PlaygroundLimits/exportBytes``.
///
/// Every way the playground exports (a recording sent to it, a span of its log, a lab binding's
/// chain) ends here, so each is bounded and refused the same way: what the exporter cannot
/// turn into a test, too many entries and too long a file are all 422, naming the cause.
///
/// ```swift
/// let file = try SwiftTestFile(recording: recording, name: "slider animation", limits: PlaygroundLimits())
/// file.filename   // "SliderAnimation.swift"
/// ```
@available(SwiftStdlib 6.2, *)
package struct SwiftTestFile: Sendable {
  /// The media type of every exported file: `text/x-swift; charset=utf-8`.
  package static let contentType = SwiftTestWriter.contentType

  /// The file's text.
  package let source: String
  /// The file's name: its suite's name and `.swift`.
  package let filename: String

  /// A recording as the page saves it (`{format, version, start, end, entries, labs}`).
  ///
  /// - Parameters:
  ///   - recording: The recording.
  ///   - name: Any text to name the suite after (``SwiftTestWriter/suiteName(for:)``);
  ///     `PlaygroundRecording` when `nil`.
  ///   - limits: The export limits.
  /// - Throws: 422 for a recording the exporter cannot read, or one beyond the limits.
  package init(recording: JSONValue, name: String?, limits: PlaygroundLimits) throws(PlaygroundError) {
    if case .array(let entries)? = recording["entries"] { try Self.check(count: entries.count, limits) }
    try self.init(name: name ?? "PlaygroundRecording", limits: limits) { () throws(SwiftTestWriterError) in
      try SwiftTestWriter(recording: recording)
    }
  }

  /// Checks `count` entries against ``PlaygroundLimits/exportEntries``.
  static func check(count: Int, _ limits: PlaygroundLimits) throws(PlaygroundError) {
    guard count <= limits.exportEntries else {
      throw .invalid(
        "an export replays at most \(limits.exportEntries) entries; this one has \(count): export a shorter span")
    }
  }

  /// The file `makeExport` describes, its suite named after `name`.
  init(
    name: String, limits: PlaygroundLimits, _ makeExport: () throws(SwiftTestWriterError) -> SwiftTestWriter
  ) throws(PlaygroundError) {
    let suiteName = SwiftTestWriter.suiteName(for: name)
    do throws(SwiftTestWriterError) {
      source = try makeExport().source(suiteName: suiteName)
    } catch {
      throw .invalid("cannot export this as a Swift test: \(error.message)")
    }
    guard source.utf8.count <= limits.exportBytes else {
      throw .invalid(
        "the Swift test would be \(source.utf8.count) bytes; an export answers at most \(limits.exportBytes): export a shorter span"
      )
    }
    filename = SwiftTestWriter.filename(suiteName: suiteName)
  }
}
