// @testable for the lab's engine (its types' samples) and the exporter.
//
// Exported tests are code a learner runs. This test exports every shipped lesson's recording
// (each step's actions performed on a fresh playground), a recording of lab chains that use
// every step, a recording of the shelf scene the added-scene fixture adds (exported by that
// program), a recording of hostile strings and numbers, a recording whose text hides code
// (which must not run), and a file of hostile literals and comment lines; it writes them into a
// scratch package that depends on this checkout by path (.build/exported-tests), runs
// `swift test` there and expects every test to pass. Then it changes one expectation of one
// exported file and expects that run to fail.
//
// A few minutes the first time (the scratch package builds the library), so plain `swift test`
// skips it: `scripts/test.d/32-exported-tests` runs it with EXPORTED_TESTS=1.
import Foundation
import JSON
import PlaygroundServer
import Testing

@testable import Playground

@Suite("Exported Swift tests compile and pass against this package")
struct ExportedTestProgramTests {
  @Test(
    "every lesson, every lab step and hostile values, exported, build and pass; a changed expectation fails",
    .enabled(if: ProcessInfo.processInfo.environment["EXPORTED_TESTS"] == "1"), .timeLimit(.minutes(15)))
  func exportedTestsPass() throws {
    var files: [String: String] = [:]
    for (name, lesson) in try RecordingCollector.shippedLessons() {
      let suite = SwiftTestWriter.suiteName(for: name)
      files[suite] = try SwiftTestWriter(recording: RecordingCollector.recording(ofLesson: lesson)).source(
        suiteName: suite)
    }
    let (labRecording, oneLab) = try Self.labChains()
    files["LabChains"] = try SwiftTestWriter(recording: labRecording).source(suiteName: "LabChains")
    files["OneLabChain"] = oneLab
    files["HostileValues"] = try SwiftTestWriter(recording: Self.hostileRecording()).source(suiteName: "HostileValues")
    files["LiteralRoundTrip"] = ExportedLiteralRoundTrip.source
    files["TrappedRow"] = try SwiftTestWriter(recording: Self.trappedRowRecording()).source(suiteName: "TrappedRow")
    files["AddedShelf"] = try Self.addedShelfExport()
    // Made only if code hidden in a recording's text runs.
    let marker = ScratchPackage.repository.appendingPathComponent(".build/exported-tests/injected-code-ran").path
    try? FileManager.default.removeItem(atPath: marker)
    files["InjectedText"] = try SwiftTestWriter(recording: Self.injectedTextRecording(marker: marker)).source(
      suiteName: "InjectedText")

    let scratch = try ScratchPackage(name: "exported-tests", target: "ExportedTests", kind: .testTarget, path: "Tests")
    try scratch.removeFiles(in: "Tests", keeping: Set(files.keys.map { SwiftTestWriter.filename(suiteName: $0) }))
    for (suite, source) in files {
      try scratch.write(source, to: "Tests/" + SwiftTestWriter.filename(suiteName: suite))
    }

    let passing = try scratch.swift("test")
    #expect(passing.status == 0, "the exported tests fail:\n\(passing.output.suffix(8000))")
    #expect(!FileManager.default.fileExists(atPath: marker), "code hidden in a recording's text ran")
    let tests = files.values.map { $0.components(separatedBy: "@Test").count - 1 }.reduce(0, +)
    #expect(
      passing.output.contains("Test run with \(tests) tests"),
      "\(tests) tests expected:\n\(passing.output.suffix(2000))")

    // One expectation changed: the root after the slider lesson's first write.
    let file = "Tests/" + SwiftTestWriter.filename(suiteName: "SliderAnimation")
    let original = try #require(files["SliderAnimation"])
    let expectation = "      #expect(progress == 0.9)\n"
    #expect(original.contains(expectation))
    let edited = original.replacing(expectation, with: "      #expect(progress == 0.8)\n", maxReplacements: 1)
    try scratch.write(edited, to: file)
    defer { try? scratch.write(original, to: file) }
    let failing = try scratch.swift("test", ["--filter", "SliderAnimation"])
    #expect(failing.status != 0, "the run with a changed expectation passed")
    #expect(failing.output.contains("== 0.8"), "the failure names the changed expectation")
    #expect(failing.output.contains("SliderAnimation.swift"), "\(failing.output.suffix(3000))")
  }

  /// A recording of the lab chains of the lab expression check (together they use every step
  /// and every form), each written with its value type's samples through each of its bindings,
  /// some inside an ambient transaction; and one of them alone, exported as the lab's export
  /// endpoint answers it (suite `OneLabChain`).
  static func labChains() throws -> (recording: JSONValue, one: String) {
    let collector = try RecordingCollector()
    let ambients: [JSONValue?] = [
      nil, ["animation": ["curve": "linear", "duration": 0.2], "disablesAnimations": false],
      ["animation": nil, "disablesAnimations": true],
    ]
    var one: String?
    for programCase in LabExpressionProgramTests.cases {
      let definition = try JSONValue(parsing: programCase.definition)
      let plan = try LabPlan(parsing: definition)
      let id = try collector.makeLab(definition)
      guard !plan.isReadOnly else { continue }
      let samples = plan.memberType.type.sampleJSON
      for part in LabBindingPart.allCases {
        for (index, sample) in samples.enumerated() {
          try collector.write("\(id).\(part.rawValue)", sample, transaction: ambients[index % ambients.count])
        }
      }
      if one == nil, plan.steps.count > 1 { one = id }
    }
    guard let one else { throw SwiftTestWriterError("no lab chain") }
    let export = try collector.live.get("/api/lab/bindings/\(one)/swift-test?name=OneLabChain")
    guard export.status == 200 else { throw SwiftTestWriterError("the lab export answered \(export.status)") }
    return (try collector.recording(), export.text)
  }

  /// A recording of the rows scene: a write in range, the row deleted, the late write that traps
  /// (in a child process of the server), and the mapped binding ignoring it.
  static func trappedRowRecording() throws -> JSONValue {
    let collector = try RecordingCollector(
      LivePlayground(app: PlaygroundApp(trap: TrapSettings(executable: builtPlayground))))
    try collector.write("rows.closure", "Rye")
    try collector.restore(["rows": ["Milk", "Eggs"]])
    try collector.write("rows.closure", "Oat milk")
    try collector.write("rows.field", "Oat milk")
    return try collector.recording()
  }

  /// The shelf scene of the added-scene fixture, exported by that program's own server from a
  /// recording of it: a write in range, the slot deleted, the late write that traps (in a child
  /// of that program), and the mapped binding ignoring it.
  static func addedShelfExport() throws -> String {
    let collector = try RecordingCollector(AddedScenePlayground())
    try collector.write("shelf.closure", "Rye")
    try collector.restore(["shelf": ["Jam"]])
    try collector.write("shelf.closure", "Oats")
    try collector.write("shelf.mapped", "Oats")
    let export = try collector.live.post("/api/export/swift-test?name=AddedShelf", collector.recording().serialized())
    guard export.status == 200 else { throw SwiftTestWriterError("the shelf's export answered \(export.status)") }
    return export.text
  }

  /// A recording whose text holds code, `\n system("touch <marker>") \n`: in its recordedAt, a
  /// lab binding's id (and its labs key), a trapped write's signal and message, and a cost-card
  /// step's card and action.
  static func injectedTextRecording(marker: String) throws -> JSONValue {
    let injected = "\n system(\"touch \(marker)\") \n"
    let collector = try RecordingCollector()
    let definition: JSONValue = ["root": ["type": "Int", "value": 1], "steps": []]
    let lab = try collector.makeLab(definition)
    try collector.write("\(lab).chain", 2)
    guard case .array(let written)? = try collector.recording()["entries"] else { throw SwiftTestWriterError("none") }
    // The rows scene's late write, which traps on two rows, with the text in what it printed.
    let trapped: JSONValue = [
      "entry": "trapped", "binding": "rows.closure", "value": ["written": "Oat milk"],
      "root": ["before": ["Milk", "Eggs"]],
      "trap": [
        "signal": .string("SIGILL" + injected), "message": .string("Fatal error: Index out of range" + injected),
      ],
    ]
    let costs: JSONValue = [
      "entry": "costs", "card": .string("redraws" + injected), "action": ["tick": 1, "note": .string(injected)],
    ]
    let recording: JSONValue = [
      "format": "keypath-playground/recording", "version": 1, "recordedAt": .string("2026-01-01" + injected),
      "start": ["sequence": 0, "roots": ["rows": ["Milk", "Eggs"]]], "end": ["sequence": 1, "roots": [:]],
      "entries": .array(written + [trapped, costs]), "labs": .object([(lab, definition)]),
    ]
    // The lab binding's id, wherever the recording names it, holds the text too.
    let hostileID = String(JSONValue.string(lab + injected).serialized().dropLast())
    return try JSONValue(parsing: recording.serialized().replacing("\"\(lab)", with: hostileID))
  }

  /// A recording whose values are hostile strings and numbers: through lab bindings of every
  /// scalar type, and through the scenes' own text bindings (the refusals' reasons quote them).
  static func hostileRecording() throws -> JSONValue {
    let collector = try RecordingCollector()
    func lab(_ type: String, _ values: [JSONValue], steps: JSONValue = []) throws {
      let id = try collector.makeLab(["root": ["type": .string(type)], "steps": steps])
      for value in values { try collector.write("\(id).chain", value) }
    }
    let strings = ExportedLiteralRoundTrip.hostileStrings.map(JSONValue.string)
    try lab("String", strings)
    try lab("String?", Array(strings.prefix(4)) + [nil])
    try lab("[String]", [.array(strings)])
    try lab("Set<String>", [.array(strings)])
    try lab(
      "Double", ["nan", "inf", "-inf", .number(.leastNonzeroMagnitude), -0.0, 1.7976931348623157e308, 0.1, 1e300])
    try lab("Float", ["nan", "-inf", 1e-45, 3.4028234663852886e38, -0.0, 0.1, 16_777_217])
    try lab("Int", [.integer(.min), .integer(.max), -1])
    try lab("Int8", [-128, 127])
    try lab("UInt8", [255, 0])
    try lab("Int", Array(strings.prefix(5)), steps: [["step": "parsed"]])
    try lab("RGB", Array(strings.prefix(3)) + ["#FFaa00"], steps: [["step": "hex"]])
    for value in strings.prefix(6) {
      try collector.write("number.mapped", value)
      try collector.write("optional.root", value)
      try collector.write("color.mapped", value)
    }
    try collector.reset(["optional", "number"])
    return try collector.recording()
  }
}

extension LabValue {
  /// The type's samples as JSON, the values the lab checks its laws over.
  static var sampleJSON: [JSONValue] { labSamples.map(\.json) }
}

/// A test file of hostile literals: each value's literal, compiled, compared with the value
/// spelled another way (a string's scalars, a number's bits or digits).
enum ExportedLiteralRoundTrip {
  /// Strings that end, interpolate, break or disguise a literal if written naively.
  static let hostileStrings = [
    #"""#, #"\"#, #"\(1 + 1)"#, "\"#", "#\"##", "\"\"\"", "a\nb", "\r\n\t\0", "\u{2028}\u{2029}", "\u{7F}\u{1B}[31m",
    "\u{202E}gnp.exe", "\u{301}first", "e\u{301}", "zero\u{200B}width", "\u{FEFF}bom", "\u{1F600}\u{200D}\u{1F4BB}",
    "é日本", "\u{E000}private", "\u{A0}nbsp", "*/ /*", "// comment", "", "\\\\\"", "\"\u{301}", "\\\u{301}",
    "\u{D4E}\"",
  ]

  /// Every text ``SwiftLiteral/text(_:as:)`` is checked with: the hostile strings, every control
  /// character (C0, DEL, C1), the line and paragraph separators, the bidirectional controls, what
  /// ends or opens a comment, a literal or an interpolation, and marks that join a quote or a
  /// backslash.
  static let hostileTexts =
    hostileStrings
    + (Array(0x00...0x1F) + Array(0x7F...0x9F) + [0x2028, 0x2029, 0x061C, 0x200E, 0x200F])
    .map { "a\(Character(Unicode.Scalar(UInt32($0))!))b" }
    + (Array(0x202A...0x202E) + Array(0x2066...0x2069)).map { "\(Character(Unicode.Scalar(UInt32($0))!))txt.exe" }
    + [
      "*/", "/*", "\"\"\"", "#\"", "\"#", "\\(", "\\", "x\"\u{FE0F}", "\"\u{1F3FB}", "\"\u{200D}", "\u{D4E}\\",
      "\\\u{301}\"\u{301}", "\r\n", "\u{301}",
    ]

  static let floats: [Float] = [
    0.1, -0.0, .leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude, 16_777_216,
    Float(bitPattern: 0x7F7F_FFFE),
    .infinity, -.infinity, 0.3, 1 / 3, Float(bitPattern: 0x0000_0003),
  ]
  static let doubles: [Double] = [
    0.1, -0.0, .leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude, 1e300, 9_007_199_254_740_992,
    .infinity, -.infinity, 1 / 3, Double(bitPattern: 0x000F_FFFF_FFFF_FFFF),
  ]

  static var source: String {
    func list(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }
    let scalars = hostileTexts.map { list($0.unicodeScalars.map { String($0.value) }) }
    // Each text on a comment line, between words that record an issue if the line ends early.
    let comments = hostileTexts.map { text in
      "    " + SwiftLiteral.text("\(text) Issue.record(\"a comment ended\") \(text)", as: .comment)
    }
    let expectations = hostileTexts.indices.map { "    #expect(values[\($0)] == \(hostileTexts[$0].expectedSource))" }
    return """
      // Hostile values written by the playground's Swift literal writer, compared with the same
      // values spelled as scalars, bits and digits; hostile text on comment lines.
      import Testing

      @Suite struct LiteralRoundTrip {
        @Test func strings() {
          let values: [String] = \(list(hostileTexts.map(\.swiftSource)))
          let scalars: [[UInt32]] = \(list(scalars))
          #expect(values.map { $0.unicodeScalars.map(\\.value) } == scalars)
      \(expectations.joined(separator: "\n"))
        }

        @Test func comments() {
      \(comments.joined(separator: "\n"))
        }

        @Test func floats() {
          let values: [Float] = \(floats.swiftSource)
          #expect(values.map(\\.bitPattern) == \(list(floats.map { String($0.bitPattern) })))
          #expect(Float.nan.isNaN && \(Float.nan.swiftSource).isNaN)
        }

        @Test func doubles() {
          let values: [Double] = \(doubles.swiftSource)
          #expect(values.map(\\.bitPattern) == \(list(doubles.map { String($0.bitPattern) })))
          #expect(\(Double.nan.swiftSource).isNaN)
        }

        @Test func integers() {
          let ints: [Int] = \([Int.min, Int.max, 0, -1].swiftSource)
          #expect(ints.map(String.init) == \([Int.min, Int.max, 0, -1].map(String.init).swiftSource))
          let unsigned: [UInt64] = \([UInt64.max, UInt64(Int.max) + 1].swiftSource)
          #expect(unsigned.map(String.init) == \([UInt64.max, UInt64(Int.max) + 1].map(String.init).swiftSource))
          let small: [Int8] = \([Int8.min, Int8.max].swiftSource)
          #expect(small == [Int8.min, Int8.max])
          let bytes: [UInt8] = \([UInt8.max, 0].swiftSource)
          #expect(bytes == [UInt8.max, 0])
        }

        @Test func containers() {
          let optionals: [String?] = \([String?.none, "\"#", "\u{2028}"].swiftSource)
          #expect(optionals.map { $0?.unicodeScalars.map(\\.value) } == [nil, [34, 35], [0x2028]])
          let set: Set<String> = \(Set(hostileStrings).swiftSource)
          #expect(set.count == \(Set(hostileStrings).count))
          let nested: [Double?] = \([Double?.none, .nan, 0.5].swiftSource)
          #expect(nested[0] == nil && nested[1]!.isNaN && nested[2] == 0.5)
        }
      }

      """
  }
}
