/// The command line of `keypath-mapping-advisor`.
package struct Options: Sendable, Equatable {
  /// How findings are printed.
  package enum Format: String, Sendable { case compiler, json }

  /// Files and folders to read.
  package var paths: [String] = []
  /// The output format.
  package var format = Format.compiler
  /// Rewrite the exact findings.
  package var fix = false
  /// With `fix`, print the diff and write nothing.
  package var dryRun = false
  /// Add the lab permalink to findings the lab can build.
  package var explain = false
  /// The lab page the permalinks open.
  package var labURL = "http://127.0.0.1:8080/lab.html"
  /// The compiler to parse with.
  package var swiftc: String?
  /// Print the usage.
  package var help = false

  /// The usage text.
  package static let usage = """
    USAGE: keypath-mapping-advisor [options] <file-or-folder>...

    Finds every Binding(get:set:) and says which KeyPathMapping mapping keeps its transaction.
    Folders are walked; .build, .git and Packages are skipped.

    OPTIONS:
      --format compiler|json  path:line:column: warning: lines (default), or one JSON object
      --fix                   rewrite the findings marked exact (each file parsed again first)
      --dry-run               with --fix: print the diff, write nothing
      --explain               add the playground lab's permalink that builds the same chain
      --lab-url URL           the lab page for --explain (default http://127.0.0.1:8080/lab.html)
      --swiftc PATH           the compiler to parse with (default: $SWIFTC, then swiftc on PATH)
      --help                  this text

    EXIT STATUS: 0 when every file was read, 1 when some were skipped or not written, 2 when the
    command line or the compiler cannot be used.
    """

  /// Reads `arguments` (without the program name), or says what is wrong in one sentence.
  package init(parsing arguments: [String]) throws(UsageError) {
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--format":
        guard let value = remaining.popFirst(), let format = Format(rawValue: value) else {
          throw UsageError("--format takes compiler or json")
        }
        self.format = format
      case "--fix": fix = true
      case "--dry-run": dryRun = true
      case "--explain": explain = true
      case "--lab-url":
        guard let value = remaining.popFirst() else { throw UsageError("--lab-url takes a URL") }
        labURL = value
      case "--swiftc":
        guard let value = remaining.popFirst() else { throw UsageError("--swiftc takes a path") }
        swiftc = value
      case "--help", "-h": help = true
      case "--":
        paths += remaining
        remaining = []
      default:
        if argument.hasPrefix("-") { throw UsageError("unknown option \(argument); see --help") }
        paths.append(argument)
      }
    }
    if dryRun && !fix { throw UsageError("--dry-run goes with --fix") }
    if paths.isEmpty && !help { throw UsageError("name at least one Swift file or folder; see --help") }
  }
}

/// A command line the advisor cannot run, in one sentence.
package struct UsageError: Error, Sendable, Equatable {
  /// The sentence.
  package let sentence: String
  init(_ sentence: String) { self.sentence = sentence }
}
