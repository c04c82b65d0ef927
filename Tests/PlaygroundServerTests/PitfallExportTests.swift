// @testable for the exporter's input: the scenes it reads. What an exported test says, read as
// text; ExportedTestProgramTests compiles and runs the shipped Stale writes lesson's export.
import JSON
import Testing

@testable import Playground

@Suite("Pitfall scenes in recordings: a Destination root exported as Swift and restored")
struct PitfallExportTests {
  @Test("the stale-case writes export with the Destination declared, its values as cases, and the refusal expected")
  func staleCaseExport() throws {
    let collector = try RecordingCollector()
    try collector.write("staleCase.root", ["alert": "Delete the draft?"])
    try collector.write("staleCase.mapped", "Draft, edited")
    try collector.write("staleCase.rebuilt", "Draft, edited")
    let source = try SwiftTestWriter(recording: collector.recording()).source(suiteName: "StaleCase")
    #expect(source.contains(#"@State var destination: Destination = .edit("Draft")"#))
    #expect(source.contains("private enum Destination: Hashable, Sendable {"))
    #expect(source.contains(#"root().wrappedValue = .alert("Delete the draft?")"#))
    #expect(source.contains(#"#expect(context.rejection?.reason == "the destination is .alert now, not .edit")"#))
    #expect(source.contains(#"#expect(destination == .alert("Delete the draft?"))"#))
    #expect(source.contains(#"#expect(destination == .edit("Draft, edited"))"#))
  }

  @Test("the dismissal writes export with the presentation their hooks call and each write's hooks")
  func dismissalExport() throws {
    let collector = try RecordingCollector()
    try collector.write("dismissal.onChange", nil)
    try collector.write("dismissal.onChange", nil)
    try collector.write("dismissal.didSet", nil)
    let source = try SwiftTestWriter(recording: collector.recording()).source(suiteName: "Dismissal")
    // `didSet` starting a closure would open an accessor block: the function takes another name.
    #expect(source.contains("func didSetBinding() -> Binding<String?>"))
    #expect(source.contains("didSetBinding().wrappedValue = nil"))
    #expect(source.contains("let presentation = context.presentation"))
    #expect(source.contains("private struct SheetPresentation {"))
    #expect(source.contains(#"#expect(context.hooks == ["onDismiss()"])"#))
    #expect(source.contains("#expect(context.hooks == [])"))
  }

  @Test("a restore sets a Destination root from its JSON and refuses one that is not a case, changing nothing")
  func restoreRoots() throws {
    let playground = try LivePlayground()
    let restored = try playground.post("/api/restore", #"{"roots": {"staleCase": {"alert": "Delete?"}}}"#)
    #expect(restored.status == 200, "\(restored.text)")
    #expect(try playground.roots()["staleCase"]["alert"].string == "Delete?")
    let refused = try playground.post(
      "/api/restore", #"{"roots": {"lateWrite": null, "staleCase": {"sheet": "x"}}}"#)
    #expect(refused.status == 422)
    #expect(try playground.roots()["staleCase"]["alert"].string == "Delete?")
    #expect(try playground.roots()["lateWrite"].string == "Draft")
  }
}
