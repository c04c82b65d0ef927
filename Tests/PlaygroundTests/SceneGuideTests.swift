import Bindings
import Foundation
import JSON
import Testing

@testable import Playground

@Suite("The Adding a Scene article: its example scene compiles, holds together and works")
struct SceneGuideTests {
  @Test("the guide's code is SceneGuideExample.swift, imports aside")
  func guideShowsTheCompiledScene() throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let guide = try String(
      contentsOf: root.appendingPathComponent("Sources/Playground/Playground.docc/AddingAScene.md"), encoding: .utf8)
    let example = try String(
      contentsOf: root.appendingPathComponent("Tests/PlaygroundTests/SceneGuideExample.swift"), encoding: .utf8)
    let block = try #require(
      guide.components(separatedBy: "```swift\n").dropFirst().first?
        .components(separatedBy: "```").first)
    #expect(withoutImports(block) == withoutImports(example))
  }

  @Test("the example scene's facts hold")
  func facts() {
    #expect(sceneFactProblems(of: RatingScene()) == [])
  }

  @Test("a write of 9 is clamped to 5 through the mapping and through its twin")
  func clamping() throws {
    for id in ["rating.clamped", "rating.rebuilt"] {
      let scene = RatingScene()
      let binding = try #require(scene.render(WriteContext()).first { $0.id == id })
      try binding.derive().assignment(of: 9).perform()
      #expect(scene.rootJSON == 5, "\(id)")
    }
  }

  @Test("the mapping keeps its identity across renders and equals its copy; the twin is new each time")
  func identities() throws {
    let scene = RatingScene()
    func identity(_ id: String) throws -> BindingIdentity {
      try #require(scene.render(WriteContext()).first { $0.id == id }).derive().identity
    }
    #expect(try identity("rating.clamped") == identity("rating.clamped"))
    #expect(try identity("rating.clamped") == identity("rating.again"))
    #expect(try identity("rating.rebuilt") != identity("rating.rebuilt"))
  }

  /// `text` without its import lines and the blank lines around them.
  private func withoutImports(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.hasPrefix("import ") && !$0.hasPrefix("@testable import ") }
      .joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
