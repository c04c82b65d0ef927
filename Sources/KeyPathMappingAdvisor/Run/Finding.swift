/// One `Binding(get:set:)` and the advice for it.
package struct Finding: Sendable {
  /// The file, as given on the command line.
  package let file: String
  /// The 1-based line of the `B` of `Binding`.
  package let line: Int
  /// The 1-based column (in bytes) of the `B` of `Binding`.
  package let column: Int
  /// What to write instead, and why.
  package let advice: Advice
  /// The call's text in the file, for `--fix`; `nil` when its end is not known.
  package let span: Range<Int>?
}

/// What a run found in every file it read.
package struct Report: Sendable {
  /// How many files were read and parsed.
  package var files = 0
  /// The findings, by file and position.
  package var findings: [Finding] = []
  /// What was not read, and why.
  package var skipped: [Skipped] = []
}
