import Foundation

/// Rewrites the exact findings of a file: each call's text becomes its suggestion. A rewritten
/// file is parsed again before it is written, and written atomically (a temporary file renamed
/// over it), so a file is either unchanged or whole.
package struct Fixer: Sendable {
  /// One file's rewrite.
  package struct Rewrite: Sendable {
    /// The file.
    package let file: String
    /// Its text before.
    package let before: String
    /// Its text after.
    package let after: String
    /// How many calls were rewritten.
    package let count: Int
  }

  /// The compiler that parses each rewritten text.
  package let compiler: Compiler

  /// A fixer checking with `compiler`.
  package init(compiler: Compiler) { self.compiler = compiler }

  /// The rewrites for the exact findings of `report`, one per file with any.
  package static func rewrites(_ report: Report) -> [Rewrite] {
    let byFile = Dictionary(
      grouping: report.findings.filter { $0.advice.exact && $0.advice.suggestion != nil && $0.span != nil }
    ) {
      $0.file
    }
    return byFile.keys.sorted().compactMap { file in
      guard let data = FileManager.default.contents(atPath: file) else { return nil }
      var bytes = Array(data)
      let before = String(decoding: bytes, as: UTF8.self)
      // Outermost calls only: a call inside another's closures goes with it. Applied from the end.
      let spans = byFile[file, default: []].sorted { $0.span!.lowerBound < $1.span!.lowerBound }
      var kept: [Finding] = []
      for finding in spans where !(kept.last.map { $0.span!.upperBound > finding.span!.lowerBound } ?? false) {
        kept.append(finding)
      }
      for finding in kept.reversed() {
        bytes.replaceSubrange(finding.span!, with: Array(finding.advice.suggestion!.utf8))
      }
      return Rewrite(file: file, before: before, after: String(decoding: bytes, as: UTF8.self), count: kept.count)
    }
  }

  /// Parses `rewrite.after` and, when it parses, writes it atomically. Returns why not otherwise.
  package func apply(_ rewrite: Rewrite) -> String? {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("advisor-fix-\(UUID().uuidString)")
    let check = folder.appendingPathComponent(URL(fileURLWithPath: rewrite.file).lastPathComponent)
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(rewrite.after.utf8).write(to: check)
      let output = try compiler.parse([check.path])
      if let error = output.errors[check.path]?.first {
        return "the rewritten file does not parse (\(error.split(separator: ": error: ").last ?? "")); not written"
      }
      try Data(rewrite.after.utf8).write(to: URL(fileURLWithPath: rewrite.file), options: .atomic)
      return nil
    } catch {
      return "the rewritten file could not be checked or written (\(error)); not written"
    }
  }
}
