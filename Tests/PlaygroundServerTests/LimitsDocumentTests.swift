import Foundation
import PlaygroundServer
import Testing

@testable import Playground

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
      "\(LimitText.count(LabPlan.maxSteps)) steps each, \(ChainSteps.stageCount.lowerBound) to \(ChainSteps.stageCount.upperBound) stages",
      "| a lesson | \(LessonReader.Limit.steps) steps of at most \(LessonReader.Limit.highlights) highlights and \(LessonReader.Limit.actions) actions, texts of at most \(LimitText.count(LessonReader.Limit.text)) characters",
      "| \(LimitText.bytes(LessonFolder.maxFileSize)), checked by its size",
      "`--trap-time-limit` (\(TrapSettings.defaultTimeLimit.components.seconds) s,",
      "`--trap-rate-limit` children started per minute (\(TrapSettings.defaultPerMinute))",
    ]
    for text in stated { #expect(article.contains(text), "Limits.md does not say \(text)") }
  }
}
