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
      let headline =
        if let suggestion = advice.suggestion {
          "Binding(get:set:) drops the transaction and is new on every render; \(suggestion) keeps both"
            + (advice.exact ? "" : " (not exact)")
        } else {
          "Binding(get:set:) drops the transaction and is new on every render; no mapping replaces it"
        }
      lines.append("\(place): warning: \(headline)")
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
}
