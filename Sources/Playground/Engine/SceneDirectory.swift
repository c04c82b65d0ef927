/// The scenes, which scene and position in its render each binding id has, and the identity
/// comparisons the scenes declare.
///
/// Immutable and `Sendable`: found once, at launch, from the scene types and a render of every
/// scene.
@available(SwiftStdlib 6.2, *)
struct SceneDirectory: Sendable {
  /// Every scene, in page order.
  let scenes: [any PlaygroundScene]
  /// Where each binding sits, by binding id: its scene's index in ``scenes`` and its position
  /// among the bindings the scene renders.
  private let places: [String: (scene: Int, index: Int)]
  /// Every scene's ``PlaygroundScene/identityComparisons``, for the render report: scenes in
  /// the order of their ids, each scene's comparisons in the order it declares them.
  let identityComparisons: [IdentityComparison]
  /// The ids of the bindings that can stop the program (``SceneBinding/trapsWhen``), whose
  /// writes run in a child process, in page order.
  let trappingBindingIDs: [String]

  /// Fresh scenes with their initial roots.
  init() {
    let scenes = SceneList.makeScenes()
    self.scenes = scenes
    var places: [String: (scene: Int, index: Int)] = [:]
    var trapping: [String] = []
    for (scene, index, binding) in scenes.indices.flatMap({ scene in
      scenes[scene].render(WriteContext()).enumerated().map { (scene, $0, $1) }
    }) {
      places[binding.id] = (scene, index)
      if binding.trapsWhen != nil { trapping.append(binding.id) }
    }
    self.places = places
    trappingBindingIDs = trapping
    identityComparisons = scenes.map { type(of: $0) }.sorted { $0.id < $1.id }.flatMap { $0.identityComparisons }
  }

  /// The scene binding `id` belongs to and the binding's position in the scene's render, or
  /// `nil` for an unknown id.
  ///
  /// - Complexity: O(1) on average.
  func place(ofBinding id: String) -> (scene: any PlaygroundScene, index: Int)? {
    places[id].map { (scenes[$0.scene], $0.index) }
  }
}

@available(SwiftStdlib 6.2, *)
extension SceneDirectory {
  /// The binding `id` from a fresh render of its scene, made for one write: its hooks and its
  /// rejection are that write's. `nil` for an unknown id.
  ///
  /// Needs no lock: rendering builds bindings, it does not read through them.
  func target(_ id: String) -> WriteTarget? {
    guard let (scene, index) = place(ofBinding: id) else { return nil }
    let context = WriteContext()
    var bindings = scene.render(context)
    return WriteTarget(binding: bindings.remove(at: index), root: scene, context: context)
  }
}
