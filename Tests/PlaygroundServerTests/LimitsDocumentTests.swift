import Foundation
import Playground
import PlaygroundServer
import Testing

@Suite("The Limits article states the limits the constants set")
struct LimitsDocumentTests {
  @Test("each default in Limits.md is the constant's, as the API's descriptions write it")
  func articleMatchesConstants() throws {
    let article = try String(
      contentsOf: ScratchPackage.repository.appendingPathComponent("Sources/Playground/Playground.docc/Limits.md"),
      encoding: .utf8)
    let limits = PlaygroundLimits()
    let stated = [
      "| \(LimitText.bytes(PlaygroundLimits.defaultValueBytes)) |",
      "the newest \(LimitText.count(limits.logEntries)) entries and \(LimitText.bytes(limits.logBytes)) of them",
      "entries and \(LimitText.bytes(limits.pageBytes)) of them",
      "| \(LimitText.count(limits.restoreDepth)) entries (",
      "| \(LimitText.count(limits.uploadedLessons)) (",
      "| \(LimitText.count(limits.exportEntries)) entries, and a file of \(LimitText.bytes(limits.exportBytes)) |",
      "the child's input \(LimitText.count(TrapChild.inputLimit)) bytes",
      "read to \(LimitText.bytes(TrapRunner.outputLimit)) each",
      "(\(LimitText.count(LabShelf.capacity)) lab bindings,",
    ]
    for text in stated { #expect(article.contains(text), "Limits.md does not say \(text)") }
  }
}
