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
    return try SwiftTestExport(recording: recording).source(suiteName: "SliderAnimation")
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
    let source = try SwiftTestExport(recording: collector.recording()).source(suiteName: "Quiet")
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
    let source = try SwiftTestExport(recording: collector.recording()).source(suiteName: "Parsed")
    #expect(source.contains("@State var value: Int = 7"))
    #expect(
      source.contains(
        #"func chain() -> Binding<String> { $value[convert: .parsed(id: "parsed", onRejection: context.reject)] }"#))
    #expect(source.contains(#"#expect(context.rejection?.reason == "\"x\" is not a valid Int")"#))
  }

  @Test("text from the recording cannot leave its comment or its string")
  func hostileTitle() throws {
    let source = try SwiftTestExport(recording: Self.recording([], recordedAt: "x\n}\nfunc evil() {\u{2028}\"#"))
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
    let source = try SwiftTestExport(recording: recording).source(suiteName: "Injected")
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
    #expect(throws: SwiftTestExportError(message)) {
      try SwiftTestExport(recording: recording).source(suiteName: suiteName)
    }
  }

  @Test(
    "the colour, the hex conversion, .double and the Destination an exported test declares are the playground's code")
  func preludeMirrorsThePlayground() throws {
    /// The code lines of `text`, trimmed: no blank lines, comments or braces alone.
    func codeLines(_ text: String) -> [String] {
      text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty && !$0.hasPrefix("//") && $0 != "}" && $0 != "{" }
    }
    func source(_ path: String) throws -> String {
      try String(contentsOf: ScratchPackage.repository.appendingPathComponent(path), encoding: .utf8)
    }
    let prelude = Set(
      codeLines([ExportPrelude.rgb, ExportPrelude.hexConversion, ExportPrelude.double].joined(separator: "\n")))
    // Declarations differ in their access level and availability only: the copies use nothing
    // of the playground's runtime.
    let declarations = [
      "struct RGB", "static func hex", "import ", "extension BinaryFloatingPoint", "@available(SwiftStdlib",
    ]
    let playground =
      try codeLines(
        source("Sources/Playground/Values/RGB.swift") + source("Sources/Playground/Scenes/HexConversion.swift"))
      + codeLines(
        String(
          try source("Sources/Playground/Scenes/ProgressScene.swift").split(
            separator: "extension BinaryFloatingPoint {"
          ).last ?? ""))
    let missing = playground.filter { line in !prelude.contains(line) && !declarations.contains { line.contains($0) } }
    #expect(missing.isEmpty, "the prelude lacks: \(missing)")

    // The Destination an exported test declares keeps only what its code uses (no case list or
    // payload for the page); every line it has is the playground's own.
    let destination = Set(codeLines(try source("Sources/Playground/Values/Destination.swift")))
    let copied = codeLines(ExportPrelude.destination).filter { !$0.contains("enum Destination") }
    #expect(copied.count > 10)
    #expect(
      copied.filter { !destination.contains($0) } == [], "the prelude's Destination differs from the playground's")
  }

  @Test("the write context, haptics and sheet presentation an exported test declares are the playground's code")
  func preludeHooksMirrorThePlayground() throws {
    /// The code lines of `text`, trimmed, without an access level: no blank lines, comments,
    /// braces alone or availability.
    func codeLines(_ text: some StringProtocol) -> [String] {
      text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty && !$0.hasPrefix("//") && $0 != "}" && $0 != "{" && !$0.hasPrefix("@available(") }
        .map { line in
          for access in ["fileprivate ", "private "] where line.hasPrefix(access) {
            return String(line.dropFirst(access.count))
          }
          return line
        }
    }
    func source(_ path: String) throws -> [String] {
      codeLines(try String(contentsOf: ScratchPackage.repository.appendingPathComponent(path), encoding: .utf8))
    }
    let prelude = codeLines(ExportPrelude.writeContext)
    let hapticsStart = try #require(prelude.firstIndex(of: "struct Haptics {"))
    let hapticsEnd = try #require(prelude.firstIndex { $0.hasPrefix("func transactionCommitted") })
    // The exported context keeps the hooks' names alone and forgets them between writes; the
    // playground's makes a fresh context for each write and keeps each hook's value.
    let exportedOnly: Set = [
      "private(set) var hooks: [String] = []", "func startWrite() {", "hooks = []", "rejection = nil",
      "hooks.append(name)",
    ]
    let presentation = codeLines(ExportPrelude.presentation).filter { $0 != "extension WriteContext {" }
    let copies: [(copy: [String], source: String)] = [
      (prelude[..<hapticsStart].filter { !exportedOnly.contains($0) }, "Sources/Playground/Scenes/WriteContext.swift"),
      (Array(prelude[hapticsStart..<hapticsEnd]), "Sources/Playground/Scenes/Haptics.swift"),
      (presentation.filter { !$0.hasPrefix("var presentation") }, "Sources/Playground/Scenes/SheetPresentation.swift"),
      (presentation.filter { $0.hasPrefix("var presentation") }, "Sources/Playground/Scenes/WriteContext.swift"),
    ]
    for (copy, path) in copies {
      let playground = Set(try source(path))
      #expect(!copy.isEmpty, "\(path)")
      let differing = copy.filter { !playground.contains($0) }
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
    #expect(SwiftTestExport.suiteName(for: text) == name)
    _ = try SwiftTestExport(recording: Self.recording([])).source(suiteName: SwiftTestExport.suiteName(for: text))
  }
}
