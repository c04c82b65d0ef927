import Bindings
import JSON
import Testing

@testable import Playground

@Suite("Each scene's facts, declared in its file, hold together")
struct SceneFactsTests {
  @Test("every listed scene: its id and text, binding ids, expressions, comparisons and twins")
  func listedScenes() {
    for scene in SceneList.makeScenes() {
      #expect(sceneFactProblems(of: scene) == [], "\(type(of: scene).id)")
    }
  }

  @Test("scene ids and binding ids are unique across the list")
  func uniqueIDs() {
    let scenes = SceneList.makeScenes()
    let sceneIDs = scenes.map { type(of: $0).id }
    #expect(Set(sceneIDs).count == sceneIDs.count, "\(sceneIDs)")
    let bindingIDs = scenes.flatMap { $0.render(WriteContext()).map(\.id) }
    #expect(Set(bindingIDs).count == bindingIDs.count, "\(bindingIDs)")
  }

  @Test("the render report makes every comparison the scenes declare, and only those")
  func reportedComparisons() {
    let declared = SceneList.makeScenes().flatMap { type(of: $0).identityComparisons }
    var world = PlaygroundWorld()
    guard case .array(let reported)? = world.renderAgain()["comparisons"] else {
      Issue.record("the render report has no comparisons")
      return
    }
    #expect(reported.count == declared.count)
    for comparison in declared {
      let match = reported.first { $0["left"] == .string(comparison.left) && $0["right"] == .string(comparison.right) }
      #expect(match?["why"] == .string(comparison.why), "\(comparison.left) and \(comparison.right)")
    }
  }

  @Test("a scene whose facts do not hold is told what is wrong")
  func brokenScene() {
    #expect(
      sceneFactProblems(of: BrokenScene()) == [
        "binding broken.value: no expression",
        "binding broken.copy.x: its id is not broken.<name>",
        "binding ids repeat: broken.value",
        "binding broken.rebuilt: rebuilt from closures but names no twin",
        "comparison broken.value and broken.missing: broken.missing is not a binding of the scene",
        "comparison broken.value and broken.value: compares a binding with itself",
        "comparison broken.value and broken.value: no rule given",
        "binding broken.twin: its twin broken.gone is not a binding of the scene",
      ])
  }
}

/// What is wrong with `scene`'s facts, one sentence each; empty when they hold.
///
/// Reads them as the playground does: through ``PlaygroundScene`` and a render.
func sceneFactProblems(of scene: any PlaygroundScene) -> [String] {
  let sceneType = type(of: scene)
  var problems: [String] = []
  if sceneType.id.isEmpty || sceneType.id.contains(".") {
    problems.append("scene id \"\(sceneType.id)\" is empty or has a dot")
  }
  if sceneType.title.isEmpty { problems.append("no title") }
  if sceneType.summary.isEmpty { problems.append("no summary") }

  let bindings = scene.render(WriteContext())
  if bindings.isEmpty { problems.append("renders no binding") }
  let ids = bindings.map(\.id)
  if scene.render(WriteContext()).map(\.id) != ids { problems.append("a second render has other bindings") }
  for binding in bindings {
    let name = binding.id.dropFirst(sceneType.id.count + 1)
    if !binding.id.hasPrefix(sceneType.id + ".") || name.isEmpty || name.contains(".") {
      problems.append("binding \(binding.id): its id is not \(sceneType.id).<name>")
    }
    if binding.expression.allSatisfy(\.isWhitespace) { problems.append("binding \(binding.id): no expression") }
  }
  let repeated = Dictionary(grouping: ids, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
  if !repeated.isEmpty { problems.append("binding ids repeat: \(repeated.joined(separator: ", "))") }
  for binding in bindings where binding.kind == .rebuilt && binding.twinOf == nil {
    problems.append("binding \(binding.id): rebuilt from closures but names no twin")
  }

  for comparison in sceneType.identityComparisons {
    let named = "comparison \(comparison.left) and \(comparison.right)"
    for id in [comparison.left, comparison.right] where !ids.contains(id) {
      problems.append("\(named): \(id) is not a binding of the scene")
    }
    if comparison.left == comparison.right { problems.append("\(named): compares a binding with itself") }
    if comparison.why.isEmpty { problems.append("\(named): no rule given") }
  }

  for binding in bindings {
    guard let twinID = binding.twinOf else { continue }
    guard let twin = bindings.first(where: { $0.id == twinID }) else {
      problems.append("binding \(binding.id): its twin \(twinID) is not a binding of the scene")
      continue
    }
    if binding.kind != .rebuilt { problems.append("binding \(binding.id): names a twin but is not rebuilt") }
    if twin.kind != .mapped { problems.append("binding \(binding.id): its twin \(twinID) is not mapped") }
    if twin.valueType != binding.valueType {
      problems.append("binding \(binding.id): its twin \(twinID) is a \(twin.valueType), not a \(binding.valueType)")
    }
  }

  do {
    _ = try scene.rootAssignment(from: scene.rootJSON)
  } catch {
    problems.append("the root does not read back from its JSON: \(error)")
  }
  return problems
}

/// A scene that breaks each rule once.
private struct BrokenScene: PlaygroundScene {
  static let id = "broken"
  static let title = "Broken"
  static let summary = "Breaks every rule a scene's facts follow."
  static let identityComparisons = [
    IdentityComparison("broken.value", "broken.missing", why: "A binding that does not exist."),
    IdentityComparison("broken.value", "broken.value", why: ""),
  ]

  @State var value = 1
  var root: State<Int> { _value }

  func render(_ context: WriteContext) -> [SceneBinding] {
    [
      SceneBinding("broken.value", .mapped, .number, $value, expression: " "),
      SceneBinding("broken.value", .mapped, .number, $value, expression: "$value"),
      SceneBinding("broken.copy.x", .mapped, .number, $value, expression: "$value"),
      SceneBinding(
        "broken.rebuilt", .rebuilt, .number,
        Binding(get: { value }, set: { value = $0 }), expression: "Binding(get: { value }, set: { value = $0 })"),
      SceneBinding(
        "broken.twin", .rebuilt, .number,
        Binding(get: { value }, set: { value = $0 }), expression: "Binding(get: { value }, set: { value = $0 })",
        twinOf: "broken.gone"),
    ]
  }
}
