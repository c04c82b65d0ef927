import Foundation
import Testing

@testable import Playground

@Suite("The expressions shown are the code that runs")
struct ExpressionSourceTests {
  @Test("every shown expression appears in the scene sources as code, beside its string")
  func expressionsAreCode() throws {
    let scenes = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Sources/Playground/Scenes")
    let files = try FileManager.default.contentsOfDirectory(at: scenes, includingPropertiesForKeys: nil)
      .filter { $0.pathExtension == "swift" }
    let source = try files.map { try String(contentsOf: $0, encoding: .utf8) }.joined(separator: "\n")

    var uses: [String: Int] = [:]
    for scene in PlaygroundWorld().sceneInfos {
      guard case .array(let bindings)? = scene["bindings"] else { continue }
      for binding in bindings {
        guard case .string(let expression)? = binding["expression"] else { continue }
        uses[expression, default: 0] += 1
      }
    }
    #expect(!uses.isEmpty)
    for (expression, count) in uses {
      // Once as the code that builds the binding and once as the string shown, per binding.
      let occurrences = source.components(separatedBy: expression).count - 1
      #expect(occurrences >= 2 * count, "\(expression) occurs \(occurrences) times")
      let quoted = source.components(separatedBy: "\"\(expression)\"").count - 1
      #expect(occurrences - quoted >= count, "\(expression) is not written as code")
    }
  }
}
