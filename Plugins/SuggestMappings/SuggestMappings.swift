import Foundation
import PackagePlugin

/// `swift package suggest-mappings [--format json] [--explain] [--fix] [--target NAME]...`: runs
/// keypath-mapping-advisor over the package's Swift source targets (or the named ones) and
/// passes every other argument on. Xcode lists it in the package's plugin menu.
///
/// Without `--format` or `--fix`, each finding is reported as a warning at its file and line
/// through the plugin's diagnostics, so Xcode shows it in the issue navigator and beside the
/// call. The message starts with the finding's place (`Sources/App/Form.swift:9:5:`), which the
/// command line does not print for a plugin's warnings.
@main
struct SuggestMappings: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let named = extractor.extractOption(named: "target")
    let targets = try named.isEmpty ? context.package.targets : context.package.targets(named: named)
    let folders = targets.compactMap { $0 as? SwiftSourceModuleTarget }.map(\.directoryURL.path)
    let advisor = try context.tool(named: "keypath-mapping-advisor").url
    let passed = extractor.remainingArguments
    let asDiagnostics = !passed.contains("--format") && !passed.contains("--fix") && !passed.contains("--help")
    let (status, output) = try run(
      advisor, passed + (asDiagnostics ? ["--format", "json"] : []) + folders,
      capture: asDiagnostics)
    if asDiagnostics, let output { try report(output, in: context.package.directoryURL.path) }
    if status != 0 {
      Diagnostics.error("keypath-mapping-advisor exited with status \(status)")
    }
  }

  /// Runs the advisor; its standard output is returned when `capture` is set, passed through otherwise.
  private func run(_ tool: URL, _ arguments: [String], capture: Bool) throws -> (Int32, Data?) {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    let pipe = Pipe()
    if capture { process.standardOutput = pipe }
    try process.run()
    let output = capture ? pipe.fileHandleForReading.readDataToEndOfFile() : nil
    process.waitUntilExit()
    return (process.terminationStatus, output)
  }

  /// The advisor's JSON report as one warning per finding and one per file it could not read.
  private func report(_ json: Data, in package: String) throws {
    let report = try JSONDecoder().decode(AdvisorReport.self, from: json)
    func shown(_ file: String) -> String {
      file.hasPrefix(package + "/") ? String(file.dropFirst(package.count + 1)) : file
    }
    for finding in report.findings {
      Diagnostics.warning(
        "\(shown(finding.file)):\(finding.line):\(finding.column): \(finding.message) ([\(finding.category)] \(finding.reason))"
          + (finding.lab.map { "; watch the difference in the lab: \($0)" } ?? ""),
        file: finding.file, line: finding.line)
    }
    for skipped in report.skipped {
      Diagnostics.warning("\(shown(skipped.file)): not read: \(skipped.reason)", file: skipped.file)
    }
    let files = report.files == 1 ? "1 file" : "\(report.files) files"
    let findings = report.findings.count == 1 ? "1 finding" : "\(report.findings.count) findings"
    print("suggest-mappings: \(findings) in \(files)")
  }
}

/// The part of `keypath-mapping-advisor --format json`'s report the plugin shows.
private struct AdvisorReport: Decodable {
  struct Finding: Decodable {
    let file: String
    let line: Int
    let column: Int
    let category: String
    let reason: String
    let message: String
    /// The lab permalink, with `--explain`.
    let lab: String?
  }

  struct Skipped: Decodable {
    let file: String
    let reason: String
  }

  let files: Int
  let findings: [Finding]
  let skipped: [Skipped]
}
