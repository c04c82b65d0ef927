// @testable for the exporter's inputs: the scenes and the lab engine it reads.
//
// What an exported Swift test says, read as text: the program check
// (ExportedTestProgramTests) compiles and runs the same files.
import Foundation
import JSON
import Testing

@testable import Playground

@Suite("A recording exported as a Swift test says what the playground showed")
struct ExportSwiftTestTests {
  /// The exported source of the first shipped lesson's recording.
  static func sliderLesson() throws -> String {
    let lessons = try RecordingCollector.shippedLessons()
    let recording = try RecordingCollector.recording(ofLesson: try #require(lessons.first).lesson)
    return try SwiftTestWriter(recording: recording).source(suiteName: "SliderAnimation")
  }

  @Test("the slider lesson: its root, its bindings, each write with its transaction and what it showed")
  func sliderLessonSource() throws {
    let source = try Self.sliderLesson()
    #expect(source.contains("@State var progress: Float = 0.25"))
    #expect(
      source.contains("func mapped() -> Binding<Double> { $progress[convert: .to(Double.self)].animation(.easeInOut) }")
    )
    #expect(source.contains("#expect(mapped().identity == mapped().identity)"))
    #expect(source.contains("#expect(rebuilt().identity != rebuilt().identity)"))
    #expect(source.contains("withAnimation(.easeInOut) {"))
    #expect(source.contains("#expect(committed.animation == nil)"))
    #expect(source.contains("fileprivate var double: Double"), "the scene's file-private .double comes along")
  }

  /// A recording of `entries` from the playground's starting roots.
  static func recording(_ entries: [JSONValue], labs: JSONValue = [:], recordedAt: JSONValue = "2026-01-01T00:00:00Z")
    -> JSONValue
  {
    [
      "format": "keypath-playground/recording", "version": 1, "recordedAt": recordedAt,
      "start": ["sequence": 0, "roots": [:]], "end": ["sequence": .integer(entries.count), "roots": [:]],
      "entries": .array(entries), "labs": labs,
    ]
  }

  @Test("a write inside a transaction that disables animations is replayed inside withTransaction")
  func disablingTransaction() throws {
    let collector = try RecordingCollector()
    let id = try collector.makeLab(["root": ["type": "Double"], "steps": [["step": "animation"]]])
    try collector.write(
      "\(id).chain", 0.5, transaction: ["animation": ["curve": "spring"], "disablesAnimations": true])
    let source = try SwiftTestWriter(recording: collector.recording()).source(suiteName: "Quiet")
    #expect(source.contains("var ambient = Transaction(animation: .spring())"))
    #expect(source.contains("ambient.disablesAnimations = true"))
    #expect(source.contains("withTransaction(ambient) {"))
    #expect(source.contains("#expect(committed.disablesAnimations == true)"))
  }

  @Test("a lab chain's writes and refusals are replayed with the lab's code")
  func labChain() throws {
    let collector = try RecordingCollector()
    let definition: JSONValue = ["root": ["type": "Int", "value": 7], "steps": [["step": "parsed"]]]
    let id = try collector.makeLab(definition)
    try collector.write("\(id).chain", "12")
    try collector.write("\(id).closure", "x")
    let source = try SwiftTestWriter(recording: collector.recording()).source(suiteName: "Parsed")
    #expect(source.contains("@State var value: Int = 7"))
    #expect(
      source.contains(
        #"func chain() -> Binding<String> { $value[convert: .parsed(id: "parsed", onRejection: context.reject)] }"#))
    #expect(source.contains(#"#expect(context.rejection?.reason == "\"x\" is not a valid Int")"#))
  }

  @Test("text from the recording cannot leave its comment or its string")
  func hostileTitle() throws {
    let source = try SwiftTestWriter(recording: Self.recording([], recordedAt: "x\n}\nfunc evil() {\u{2028}\"#"))
      .source(suiteName: "Title")
    #expect(
      source.contains(
        ##"// A test exported from the KeyPath playground: recording with no entries, recorded x\n}\nfunc evil() {\u{2028}"#."##
      )
    )
    #expect(
      source.contains(
        ##"@Suite("Exported from the playground: recording with no entries, recorded x\n}\nfunc evil() {\u{2028}\"#")"##
      ))
  }

  @Test("code hidden in a trap's signal and message, a lab binding id and a cost-card step stays on comment lines")
  func hiddenCode() throws {
    let recording = try ExportedTestProgramTests.injectedTextRecording(marker: "/tmp/x")
    let source = try SwiftTestWriter(recording: recording).source(suiteName: "Injected")
    let lines = source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let holding = lines.filter { $0.contains("touch /tmp/x") }
    #expect(holding.count == 6, "\(holding)")
    #expect(holding.allSatisfy { $0.hasPrefix("//") || $0.hasPrefix("@Test(\"") || $0.hasPrefix("@Suite(\"") })
    #expect(
      source.contains(
        #"(SIGILL\n system("touch /tmp/x") \n, Fatal error: Index out of range\n system("touch /tmp/x") \n);"#))
    #expect(
      source.contains(#"// - redraws\n system("touch /tmp/x") \n: {"tick":1,"note":"\n system(\"touch /tmp/x\") \n"}"#))
    #expect(!source.unicodeScalars.contains { $0 != "\n" && SwiftLiteralShape.isInvisible($0) })
  }

  @Test("a cost-card step's NUL and bidirectional override are shown escaped in the not-exported comment")
  func costStepControls() throws {
    let note = try #require(
      try CostsStepNote(["entry": "costs", "card": "redraws\u{0}\u{202E}", "action": ["tick": "\u{0}\u{202E}"]]))
    let comment = CostsStepNote.comment([note])
    #expect(comment.hasSuffix(#"  // - redraws\0\u{202E}: {"tick":"\u0000\u{202E}"}"#), "\(comment)")
    #expect(!comment.unicodeScalars.contains { $0 != "\n" && SwiftLiteralShape.isInvisible($0) })
  }

  @Test(
    "what cannot be exported is refused with the reason",
    arguments: [
      (
        recording([["sequence": 1, "binding": "progress.nope", "value": [:], "root": [:], "transaction": [:]]]),
        "Suite", "progress has no binding \"progress.nope\""
      ),
      (
        recording([["sequence": 1, "binding": "lab-9.chain", "value": [:], "root": [:], "transaction": [:]]]), "Suite",
        "no definition of the lab binding lab-9"
      ),
      (recording([["sequence": 1, "entry": "undo"]]), "Suite", "entry #1: unknown entry \"undo\""),
      (recording([]), "not a name", #"the suite name "not a name" is not a Swift identifier of letters and digits"#),
      (
        [
          "format": "keypath-playground/lesson", "version": 1, "recordedAt": "",
          "start": ["sequence": 0, "roots": [:]],
          "end": ["sequence": 0, "roots": [:]], "entries": [],
        ], "Suite",
        #"not a recording: a recording has "format": "keypath-playground/recording" and "version": 1"#
      ),
      (["format": "keypath-playground/recording"], "Suite", #"not a recording: missing member "version""#),
    ] as [(JSONValue, String, String)])
  func refusals(recording: JSONValue, suiteName: String, message: String) {
    #expect(throws: SwiftTestWriterError(message)) {
      try SwiftTestWriter(recording: recording).source(suiteName: suiteName)
    }
  }

  /// The code lines of `text`, trimmed, without an access level: no blank lines, comments,
  /// braces alone, availability or imports, and none of a multi-line string literal's (a
  /// scene's file holds the copies it declares as such literals).
  private static func codeLines(_ text: some StringProtocol) -> [String] {
    var inLiteral = false
    var lines: [String] = []
    for line in text.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
      if line.components(separatedBy: "\"\"\"").count % 2 == 0 {
        inLiteral.toggle()
        continue
      }
      guard !inLiteral, !line.isEmpty, !line.hasPrefix("//"), line != "}", line != "{",
        !line.hasPrefix("@available("), !line.hasPrefix("import ")
      else { continue }
      lines.append(
        ["fileprivate ", "private ", "package "].first(where: line.hasPrefix).map { String(line.dropFirst($0.count)) }
          ?? line)
    }
    return lines
  }

  private static func source(_ path: String) throws -> String {
    try String(contentsOf: ScratchPackage.repository.appendingPathComponent(path), encoding: .utf8)
  }

  /// Whether `line` of a copy opens a type or an extension that `source` declares: a copy may
  /// keep fewer conformances, or extend a type the playground declares in full.
  private static func opensDeclared(_ line: String, in source: [String]) -> Bool {
    let words = line.split(separator: " ")
    guard let keyword = words.first, ["struct", "enum", "class", "extension"].contains(keyword), words.count > 1 else {
      return false
    }
    let name = words[1].prefix { $0.isLetter || $0.isNumber || $0 == "." }
    return source.contains { declared in
      ["struct ", "enum ", "final class ", "class ", "extension "].contains { declared.hasPrefix($0 + name) }
    }
  }

  @Test("every line of each declaration an exported test copies (the colour, each scene's) is a line of its source")
  func preludeCopiesAreThePlaygroundsCode() throws {
    let copies =
      [(ExportPrelude.rgb, ["Sources/Playground/Values/RGB.swift"])]
      + ExportPrelude.sceneDeclarations.map { ($0.source, $0.copyOf) }
    #expect(copies.count >= 5)
    for (copy, paths) in copies {
      #expect(!paths.isEmpty)
      let playground = try paths.flatMap { try Self.codeLines(Self.source($0)) }
      let lines = Self.codeLines(copy)
      #expect(lines.count > 3, "\(paths)")
      let differing = lines.filter { !playground.contains($0) && !Self.opensDeclared($0, in: playground) }
      #expect(differing.isEmpty, "the copy of \(paths) differs: \(differing)")
    }
  }

  @Test("the colour, the hex conversion and .double an exported test declares lack no line of the playground's")
  func preludeKeepsEveryLine() throws {
    let hex = try #require(ColorScene.exportDeclarations.first)
    let double = try #require(ProgressScene.exportDeclarations.first)
    let prelude = Set(Self.codeLines([ExportPrelude.rgb, hex.source, double.source].joined(separator: "\n")))
    let playground =
      try Self.codeLines(
        Self.source("Sources/Playground/Values/RGB.swift")
          + Self.source("Sources/Playground/Scenes/HexConversion.swift"))
      + Self.codeLines(
        String(
          try Self.source("Sources/Playground/Scenes/ProgressScene.swift").split(
            separator: "extension BinaryFloatingPoint {"
          ).last ?? ""))
    // The playground's declarations open differently (access, conformances); their bodies are kept.
    let missing = playground.filter { line in !prelude.contains(line) && !Self.opensDeclared(line, in: Array(prelude)) }
    #expect(missing.isEmpty, "the prelude lacks: \(missing)")
  }

  @Test("the write context and haptics an exported test declares are the playground's code")
  func preludeHooksMirrorThePlayground() throws {
    let prelude = Self.codeLines(ExportPrelude.writeContext)
    let hapticsStart = try #require(prelude.firstIndex(of: "struct Haptics {"))
    let hapticsEnd = try #require(prelude.firstIndex { $0.hasPrefix("func transactionCommitted") })
    // The exported context keeps the hooks' names alone and forgets them between writes; the
    // playground's makes a fresh context for each write and keeps each hook's value.
    let exportedOnly: Set = [
      "private(set) var hooks: [String] = []", "func startWrite() {", "hooks = []", "rejection = nil",
      "hooks.append(name)",
    ]
    let copies: [(copy: [String], source: String)] = [
      (prelude[..<hapticsStart].filter { !exportedOnly.contains($0) }, "Sources/Playground/Scenes/WriteContext.swift"),
      (Array(prelude[hapticsStart..<hapticsEnd]), "Sources/Playground/Scenes/Haptics.swift"),
    ]
    for (copy, path) in copies {
      let playground = Self.codeLines(try Self.source(path))
      #expect(!copy.isEmpty, "\(path)")
      let differing = copy.filter { !playground.contains($0) && !Self.opensDeclared($0, in: playground) }
      #expect(differing.isEmpty, "the prelude's copy differs from \(path): \(differing)")
    }
  }

  @Test(
    "a suite name is made of the words of any text",
    arguments: [
      ("01-slider-animation", "SliderAnimation"), ("lab-3", "Lab3"), ("42", "PlaygroundRecording"),
      ("\"; func x() {", "FuncX"), ("été", "T"),
    ])
  func suiteNames(text: String, name: String) throws {
    #expect(SwiftTestWriter.suiteName(for: text) == name)
    _ = try SwiftTestWriter(recording: Self.recording([])).source(suiteName: SwiftTestWriter.suiteName(for: text))
  }
}
