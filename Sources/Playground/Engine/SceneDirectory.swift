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

  /// Where a binding sits: the index of its scene in ``scenes``, its position among the
  /// bindings its scene renders, and its ordinal, its position among every binding in page
  /// order (an array index for what is kept per binding, so that a write hashes its id once,
  /// here).
  private struct Place {
    let scene: Int
    let index: Int
    let ordinal: Int
  }

  /// Fresh scenes with their initial roots.
  init() {
    let scenes = SceneCatalogue.makeScenes()
    self.scenes = scenes
    let bindings = scenes.indices.flatMap { scene in
      scenes[scene].render(RenderContext()).all.enumerated().map { (id: $1.id, scene: scene, index: $0) }
    }
    places = Dictionary(uniqueKeysWithValues: bindings.enumerated().map { ordinal, binding in
      (binding.id, Place(scene: binding.scene, index: binding.index, ordinal: ordinal))
    })
    bindingCount = bindings.count
  }

  /// The scene binding `id` belongs to, the binding's position in the scene's render and its
  /// ordinal, or `nil` for an unknown id.
  ///
  /// - Complexity: O(1) on average.
  func place(ofBinding id: String) -> (scene: any PlaygroundScene, index: Int, ordinal: Int)? {
    places[id].map { (scenes[$0.scene], $0.index, $0.ordinal) }
  }
}
