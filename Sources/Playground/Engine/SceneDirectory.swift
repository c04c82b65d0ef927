/// The scenes, and which scene each binding id belongs to.
///
/// Immutable and `Sendable`: the world reads it under its lock, and a write renders and derives
/// its binding through it before taking the lock (deriving reads no root, only builds key paths).
struct SceneDirectory: Sendable {
  /// Every scene, in page order.
  let scenes: [any PlaygroundScene]
  /// The index in ``scenes`` of each binding's scene, by binding id.
  private let sceneIndices: [String: Int]

  /// Fresh scenes with their initial roots.
  init() {
    let scenes = SceneCatalogue.makeScenes()
    self.scenes = scenes
    sceneIndices = Dictionary(uniqueKeysWithValues: scenes.indices.flatMap { index in
      scenes[index].render(RenderContext()).map { ($0.id, index) }
    })
  }

  /// The scene binding `id` belongs to, or `nil` for an unknown id.
  ///
  /// - Complexity: O(1) on average.
  func scene(forBinding id: String) -> (any PlaygroundScene)? {
    sceneIndices[id].map { scenes[$0] }
  }

  /// Binding `id` from a render of its scene in `context`, and the scene; only that binding
  /// is derived. `nil` for an unknown id.
  func render(_ id: String, in context: RenderContext) -> (scene: any PlaygroundScene, binding: SceneBinding)? {
    guard let scene = scene(forBinding: id), let binding = scene.render(id, in: context) else { return nil }
    return (scene, binding)
  }
}

extension PlaygroundScene {
  /// Binding `id` from a render of this scene in `context`, or `nil` when the scene has none;
  /// only that binding is derived, when it is used.
  func render(_ id: String, in context: RenderContext) -> SceneBinding? {
    render(context).first(where: { $0.id == id })
  }
}
