// @testable for the exporter's inputs: the scenes and the lab engine it reads.
//
// What an exported Swift test says, read as text: the program check
// (ExportedTestProgramTests) compiles and runs the same files.
import Foundation
import JSON
@testable import Playground
import Testing

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
    print(source)
    #expect(source.contains("@State var progress: Float = 0.25"))
    #expect(source.contains("func mapped() -> Binding<Double> { $progress[convert: .to(Double.self)].animation(.easeInOut) }"))
    #expect(source.contains("#expect(mapped().identity == mapped().identity)"))
    #expect(source.contains("#expect(rebuilt().identity != rebuilt().identity)"))
    #expect(source.contains("withAnimation(.easeInOut) {"))
    #expect(source.contains("#expect(committed.animation == nil)"))
    #expect(source.contains("fileprivate var double: Double"), "the scene's file-private .double comes along")
  }
}
