import Synchronization

/// The scenes a playground serves, in the order the page shows them.
///
/// ``all`` is the playground's own list, the one a new scene of the playground is added to. A
/// program that runs the playground with other scenes (`PlaygroundLauncher.run(_:scenes:)`)
/// serves that list instead: the launcher hands it to ``serve(_:)`` before anything asks for a
/// scene, in the server and in the trap child alike, since the child is the same program started
/// again.
@available(SwiftStdlib 6.2, *)
package enum SceneList {
  /// The playground's own scenes, in page order.
  package static let all: [any PlaygroundScene.Type] = [
    ProgressScene.self, HapticsScene.self, NumberScene.self, ColorScene.self,
    OptionalScene.self, CollectionScene.self, MembershipScene.self, IdentityScene.self,
    LateWriteScene.self, DismissalScene.self, StaleCaseScene.self,
    RowsScene.self,
  ]

  /// The scenes this process serves: ``all`` unless the launcher was given others.
  private static let served = Mutex<[any PlaygroundScene.Type]>(all)

  /// Serves `scenes`, in this order, from here on. The launcher calls it once, first.
  package static func serve(_ scenes: [any PlaygroundScene.Type]) {
    served.withLock { $0 = scenes }
  }

  /// The scene types this process serves, in page order: what a question about a scene's
  /// declarations (its id, widgets, exported types) asks, with no scene made.
  static var types: [any PlaygroundScene.Type] { served.withLock { $0 } }

  /// Fresh scenes with their initial roots.
  static func makeScenes() -> [any PlaygroundScene] {
    types.map { $0.init() }
  }

  /// The scene ids, in page order.
  package static var ids: [String] { types.map { $0.id } }
}
