/// The scenes, which scene each binding id belongs to, and each binding's ordinal.
///
/// Immutable and `Sendable`: the world reads it under its lock, and a write renders and derives
/// its binding through it before taking the lock (deriving reads no root, only builds key paths).
struct SceneDirectory: Sendable {
  /// Every scene, in page order.
  let scenes: [any PlaygroundScene]
  /// Where each binding sits, by binding id.
  private let places: [String: Place]
  /// How many bindings the scenes render in all: ordinals run from 0 up to it.
  let bindingCount: Int

  /// Where a binding sits: the index of its scene in ``scenes``, and its ordinal, its position
  /// among every binding in page order (an array index for what is kept per binding, so that a
  /// write hashes its id once, here).
  private struct Place {
    let scene: Int
    let ordinal: Int
  }

  /// Fresh scenes with their initial roots.
  init() {
    let scenes = SceneCatalogue.makeScenes()
    self.scenes = scenes
    let bindings = scenes.indices.flatMap { index in
      scenes[index].render(RenderContext()).map { (id: $0.id, scene: index) }
    }
    places = Dictionary(uniqueKeysWithValues: bindings.enumerated().map { ordinal, binding in
      (binding.id, Place(scene: binding.scene, ordinal: ordinal))
    })
    bindingCount = bindings.count
  }

  /// The scene binding `id` belongs to and the binding's ordinal, or `nil` for an unknown id.
  ///
  /// - Complexity: O(1) on average.
  func place(ofBinding id: String) -> (scene: any PlaygroundScene, ordinal: Int)? {
    places[id].map { (scenes[$0.scene], $0.ordinal) }
  }
}

extension PlaygroundScene {
  /// Binding `id` from a render of this scene in `context`, or `nil` when the scene has none;
  /// only that binding is derived, when it is used.
  func render(_ id: String, in context: RenderContext) -> SceneBinding? {
    render(context).first(where: { $0.id == id })
  }
}
