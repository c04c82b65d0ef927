import Foundation
import KeyPathMappingAdvisor
import Testing

/// The command as a developer runs it: output formats, bad input, `--fix`.
@Suite struct AdvisorCommandTests {
  struct Run {
    let status: Int32
    let output: [String]
    let errors: [String]
  }

  static func run(_ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment) async
    -> Run
  {
    var output: [String] = []
    var errors: [String] = []
    let status = await CommandLineTool.run(
      arguments, environment: environment, output: { output.append($0) }, errors: { errors.append($0) })
    return Run(status: status, output: output, errors: errors)
  }

  static func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("advisor-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  static let slider = """
    import SwiftUI
    struct V: View {
      @State var effort = 3
      var body: some View {
        Slider(value: Binding(get: { Double(effort) }, set: { effort = Int($0) }))
        Slider(value: Binding(get: { Double(effort) * 2 }, set: { effort = Int($0 / 2) }))
      }
    }

    """

  @Test func compilerFormIsPathLineColumnWarning() async throws {
    let folder = try Self.folder()
    let file = folder.appendingPathComponent("V.swift")
    try Self.slider.write(to: file, atomically: true, encoding: .utf8)
    let run = await Self.run([folder.path])
    #expect(run.status == 0)
    #expect(
      run.output.first
        == "\(file.path):5:19: warning: Binding(get:set:) drops the transaction and is new on every render; "
        + "$effort[convert: .to(Double.self)] keeps both")
  }

  @Test func controlCharactersInASuggestedLiteralAreEscaped() async throws {
    let folder = try Self.folder()
    let source = #"""
      import SwiftUI
      struct V: View {
        @State var name: String? = nil
        var body: some View {
          TextField("", text: Binding(get: { name ?? "a\u{7}b\u{1B}[2J\u{7F}" }, set: { name = $0 }))
        }
      }

      """#
    try source.write(to: folder.appendingPathComponent("V.swift"), atomically: true, encoding: .utf8)
    let run = await Self.run([folder.path])
    let warning = try #require(run.output.first)
    // The suggestion is Swift a developer can paste, and nothing the terminal would act on.
    #expect(
      warning.contains(#"$name[convert: .unwrapped(with: "a\u{7}b\u{1b}[2J\u{7f}", aggressive: true)]"#), "\(warning)")
    #expect(!run.output.joined().unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\n" })
  }

  @Test func jsonHasFilesFindingsAndSkipped() async throws {
    let folder = try Self.folder()
    try Self.slider.write(to: folder.appendingPathComponent("V.swift"), atomically: true, encoding: .utf8)
    let run = await Self.run(["--format", "json", folder.path])
    let object = try JSONSerialization.jsonObject(with: Data(run.output.joined().utf8)) as? [String: Any]
    #expect(object?["files"] as? Int == 1)
    let findings = object?["findings"] as? [[String: Any]] ?? []
    #expect(findings.count == 2)
    #expect(
      Set(findings.first?.keys.map { $0 } ?? []) == [
        "file", "line", "column", "category", "suggestion", "exact", "reason", "message",
      ])
    #expect(findings.last?["suggestion"] is NSNull)
    // The message is the compiler form's warning, which the package plugin shows in Xcode.
    let compiler = await Self.run([folder.path]).output
    for finding in findings {
      let message = try #require(finding["message"] as? String)
      #expect(compiler.contains { $0.hasSuffix(": warning: \(message)") }, "\(message)")
    }
    #expect((object?["skipped"] as? [Any])?.isEmpty == true)
  }

  @Test func badFilesAreSkippedWithOneLineEachAndTheRunGoesOn() async throws {
    let folder = try Self.folder()
    try Self.slider.write(to: folder.appendingPathComponent("Good.swift"), atomically: true, encoding: .utf8)
    try "let x = (\n".write(to: folder.appendingPathComponent("Broken.swift"), atomically: true, encoding: .utf8)
    try Data([0xFF, 0xFE, 0x41]).write(to: folder.appendingPathComponent("Latin.swift"))
    try Data(count: SourceFile.maximumBytes + 1).write(to: folder.appendingPathComponent("Huge.swift"))
    for skipped in [".build", ".git", "Packages"] {
      let inside = folder.appendingPathComponent(skipped)
      try FileManager.default.createDirectory(at: inside, withIntermediateDirectories: true)
      try Self.slider.write(to: inside.appendingPathComponent("Hidden.swift"), atomically: true, encoding: .utf8)
    }
    try FileManager.default.createSymbolicLink(
      at: folder.appendingPathComponent("Loop"), withDestinationURL: folder)
    let run = await Self.run(["--format", "json", folder.path])
    #expect(run.status == 1)
    let object = try JSONSerialization.jsonObject(with: Data(run.output.joined().utf8)) as? [String: Any]
    #expect(object?["files"] as? Int == 1)
    #expect((object?["findings"] as? [Any])?.count == 2)
    let reasons = Dictionary(
      uniqueKeysWithValues: (object?["skipped"] as? [[String: String]] ?? []).map {
        (URL(fileURLWithPath: $0["file"]!).lastPathComponent, $0["reason"]!)
      })
    #expect(reasons["Broken.swift"]?.hasPrefix("the file does not parse: ") == true)
    #expect(reasons["Latin.swift"] == "the file is not UTF-8")
    #expect(reasons["Huge.swift"]?.contains("more than the advisor's limit") == true)
    #expect(reasons["Loop"]?.contains("symbolic link loop") == true)
    #expect(reasons.count == 4)
  }

  @Test func filesOfTopLevelCodeBesideOthersAreRead() async throws {
    let folder = try Self.folder()
    try Self.slider.write(to: folder.appendingPathComponent("V.swift"), atomically: true, encoding: .utf8)
    try "import PackageDescription\nlet package = Package(name: \"App\")\nprint(package.name)\n".write(
      to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
    let page = folder.appendingPathComponent("Try.playground")
    try FileManager.default.createDirectory(at: page, withIntermediateDirectories: true)
    try "import SwiftUI\nvar effort = 3\nlet b = Binding(get: { Double(effort) }, set: { effort = Int($0) })\n".write(
      to: page.appendingPathComponent("Contents.swift"), atomically: true, encoding: .utf8)
    let run = await Self.run(["--format", "json", folder.path])
    let object = try JSONSerialization.jsonObject(with: Data(run.output.joined().utf8)) as? [String: Any]
    #expect((object?["skipped"] as? [Any])?.isEmpty == true)
    #expect(object?["files"] as? Int == 3)
    #expect((object?["findings"] as? [Any])?.count == 3)
    #expect(run.status == 0)
  }

  @Test func aMissingCompilerIsOneSentenceAndStatusTwo() async throws {
    let run = await Self.run(["--swiftc", "/nonexistent/swiftc", "."])
    #expect(run.status == 2)
    #expect(run.errors.count == 1)
    #expect(run.errors.first?.hasPrefix("keypath-mapping-advisor: cannot run /nonexistent/swiftc") == true)
  }

  @Test func anOlderToolchainIsOneSentence() async throws {
    let folder = try Self.folder()
    try Self.slider.write(to: folder.appendingPathComponent("V.swift"), atomically: true, encoding: .utf8)
    // A compiler that answers with the dump of a version the advisor does not read.
    let fake = folder.appendingPathComponent("swiftc")
    try """
    #!/bin/sh
    echo '{"_kind":"source_file","filename":"V.swift","compiler_version":{"_kind":"compiler_version","major":"6","minor":"0","full":"Swift version 6.0.3"},"items":[]}'
    """.write(to: fake, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
    let run = await Self.run(["--swiftc", fake.path, folder.appendingPathComponent("V.swift").path])
    #expect(run.status == 2)
    #expect(
      run.errors == [
        "keypath-mapping-advisor: Swift version 6.0.3 is too old: the advisor reads the JSON parse dump of Swift 6.1 to 6.3"
      ])
  }

  @Test func fixDryRunShowsTheDiffAndWritesNothing() async throws {
    let folder = try Self.folder()
    let file = folder.appendingPathComponent("V.swift")
    try Self.slider.write(to: file, atomically: true, encoding: .utf8)
    let run = await Self.run(["--fix", "--dry-run", file.path])
    #expect(run.status == 0)
    let diff = run.output.joined(separator: "\n")
    #expect(diff.contains("-    Slider(value: Binding(get: { Double(effort) }, set: { effort = Int($0) }))"))
    #expect(diff.contains("+    Slider(value: $effort[convert: .to(Double.self)])"))
    #expect(!diff.contains("+    Slider(value: Binding(get: { Double(effort) * 2 }"))
    #expect(try String(contentsOf: file, encoding: .utf8) == Self.slider)
  }

  @Test func fixRewritesOnlyExactFindings() async throws {
    let folder = try Self.folder()
    let file = folder.appendingPathComponent("V.swift")
    try Self.slider.write(to: file, atomically: true, encoding: .utf8)
    let run = await Self.run(["--fix", file.path])
    #expect(run.status == 0)
    let fixed = try String(contentsOf: file, encoding: .utf8)
    #expect(
      fixed
        == Self.slider.replacingOccurrences(
          of: "Binding(get: { Double(effort) }, set: { effort = Int($0) })", with: "$effort[convert: .to(Double.self)]")
    )
  }

  @Test func fixNeverWritesAFileThatNoLongerParses() async throws {
    let folder = try Self.folder()
    let file = folder.appendingPathComponent("V.swift")
    try Self.slider.write(to: file, atomically: true, encoding: .utf8)
    // A compiler that parses the file as it is, and refuses the rewritten one (it is checked in a
    // folder of its own).
    let real = try Compiler.find(path: nil, environment: ProcessInfo.processInfo.environment).executable.path
    let fake = folder.appendingPathComponent("swiftc")
    try """
    #!/bin/sh
    case "$*" in *advisor-fix-*) for last; do :; done; echo "$last:1:1: error: refused" >&2; exit 1;; esac
    exec \(real) "$@"
    """.write(to: fake, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
    let run = await Self.run(["--swiftc", fake.path, "--fix", file.path])
    #expect(run.status == 1)
    #expect(run.errors.contains { $0.contains("the rewritten file does not parse") })
    #expect(try String(contentsOf: file, encoding: .utf8) == Self.slider)
  }

  @Test func explainAddsTheLabPermalink() async throws {
    let folder = try Self.folder()
    let file = folder.appendingPathComponent("V.swift")
    try Self.slider.write(to: file, atomically: true, encoding: .utf8)
    let run = await Self.run(["--explain", "--lab-url", "http://lab.test/lab.html", file.path])
    let definition = #"{"root":{"type":"Int"},"steps":[{"step":"to","type":"Double","rounding":"towardZero"}]}"#
    let encoded = definition.addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(["*", "-", ".", "_"]))!
    #expect(
      run.output.contains(
        "\(file.path):5:19: note: watch the difference in the lab: http://lab.test/lab.html#def=\(encoded)"))
  }
}
