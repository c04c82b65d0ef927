import Foundation

/// The whole command: options in, text out, an exit status back.
package enum CommandLineTool {
  /// Runs the advisor with `arguments`, printing to `output` and `errors`; returns the exit
  /// status (0 all read, 1 something skipped or not written, 2 unusable).
  package static func run(
    _ arguments: [String], environment: [String: String], output: (String) -> Void, errors: (String) -> Void
  ) async -> Int32 {
    let options: Options
    do { options = try Options(parsing: arguments) } catch {
      errors("keypath-mapping-advisor: \(error.sentence)")
      return 2
    }
    if options.help {
      output(Options.usage)
      return 0
    }
    let report: Report
    let compiler: Compiler
    do {
      compiler = try Compiler.find(path: options.swiftc, environment: environment)
      report = try await Advisor(compiler: compiler).run(options.paths)
    } catch {
      errors("keypath-mapping-advisor: \(error.description)")
      return 2
    }
    var status: Int32 = report.skipped.isEmpty ? 0 : 1
    let labBase = options.explain ? options.labURL : nil
    if options.fix {
      let fixer = Fixer(compiler: compiler)
      for rewrite in Fixer.rewrites(report) {
        if options.dryRun {
          output(LineDiff.unified(file: rewrite.file, before: rewrite.before, after: rewrite.after))
        } else if let problem = fixer.apply(rewrite) {
          errors("\(rewrite.file): warning: \(problem)")
          status = 1
        } else {
          errors("\(rewrite.file): rewrote \(rewrite.count) call\(rewrite.count == 1 ? "" : "s")")
        }
      }
      if options.dryRun || options.format == .compiler {
        for line in CompilerFormat.lines(
          Report(files: report.files, findings: [], skipped: report.skipped), labBase: nil)
        {
          errors(line)
        }
        return status
      }
    }
    switch options.format {
    case .compiler: CompilerFormat.lines(report, labBase: labBase).forEach(output)
    case .json: output(JSONFormat.text(report, labBase: labBase))
    }
    return status
  }
}

/// Findings as the compiler prints diagnostics, so Xcode and editors show them in place:
/// `path:line:column: warning: message`, a `note:` for the reason, and one `warning:` per
/// skipped file.
package enum CompilerFormat {
  /// The report's lines; `labBase` adds a note with the lab permalink where there is one.
  package static func lines(_ report: Report, labBase: String?) -> [String] {
    var lines: [String] = []
    for finding in report.findings {
      let place = "\(finding.file):\(finding.line):\(finding.column)"
      let advice = finding.advice
      lines.append("\(place): warning: \(headline(advice))")
      lines.append("\(place): note: [\(advice.category.rawValue)] \(advice.reason)")
      if let labBase, let lab = advice.lab {
        lines.append("\(place): note: watch the difference in the lab: \(lab.permalink(base: labBase))")
      }
    }
    for skipped in report.skipped {
      lines.append("\(skipped.file): warning: not advised on: \(skipped.reason)")
    }
    return lines
  }

  /// The warning's words for a finding: what the closures lose, and what keeps it.
  package static func headline(_ advice: Advice) -> String {
    if let suggestion = advice.suggestion {
      "Binding(get:set:) drops the transaction and is new on every render; \(suggestion) keeps both"
        + (advice.exact ? "" : " (not exact)")
    } else {
      "Binding(get:set:) drops the transaction and is new on every render; no mapping replaces it"
    }
  }
}
