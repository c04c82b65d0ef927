/// Findings as one JSON object:
/// `{"files": N, "findings": [{"file", "line", "column", "category", "suggestion", "exact",
/// "reason", "message"}], "skipped": [{"file", "reason"}]}` (`message` is the compiler format's
/// warning), with `"lab"` on a finding when a lab
/// permalink was asked for and exists.
package enum JSONFormat {
  /// The report as JSON text.
  package static func text(_ report: Report, labBase: String?) -> String {
    let findings = report.findings.map { finding in
      var members = [
        ("file", string(finding.file)), ("line", String(finding.line)), ("column", String(finding.column)),
        ("category", string(finding.advice.category.rawValue)),
        ("suggestion", finding.advice.suggestion.map(string) ?? "null"),
        ("exact", finding.advice.exact ? "true" : "false"), ("reason", string(finding.advice.reason)),
        ("message", string(CompilerFormat.headline(finding.advice))),
      ]
      if let labBase, let lab = finding.advice.lab { members.append(("lab", string(lab.permalink(base: labBase)))) }
      return object(members)
    }
    let skipped = report.skipped.map { object([("file", string($0.file)), ("reason", string($0.reason))]) }
    return object([
      ("files", String(report.files)), ("findings", "[" + findings.joined(separator: ",") + "]"),
      ("skipped", "[" + skipped.joined(separator: ",") + "]"),
    ])
  }

  private static func object(_ members: [(String, String)]) -> String {
    "{" + members.map { "\(string($0.0)):\($0.1)" }.joined(separator: ",") + "}"
  }

  static func string(_ text: String) -> String {
    var quoted = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": quoted += "\\\""
      case "\\": quoted += "\\\\"
      case "\n": quoted += "\\n"
      case "\r": quoted += "\\r"
      case "\t": quoted += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        quoted += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: quoted.unicodeScalars.append(scalar)
      }
    }
    return quoted + "\""
  }
}
