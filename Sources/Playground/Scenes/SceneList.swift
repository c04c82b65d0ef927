/// Every scene, in the order the page shows them: the one list a new scene is added to.
@available(SwiftStdlib 6.2, *)
package enum SceneList {
  /// Fresh scenes with their initial roots.
  static func makeScenes() -> [any PlaygroundScene] {
    [
      ProgressScene(), HapticsScene(), NumberScene(), ColorScene(),
      OptionalScene(), CollectionScene(), MembershipScene(), IdentityScene(),
      LateWriteScene(), DismissalScene(), StaleCaseScene(),
      RowsScene(),
    ] + added.map { $0() }
  }

  /// The scene ids, in page order.
  package static var ids: [String] { makeScenes().map { type(of: $0).id } }

  /// Scenes a test lists after these, for the code its task runs: a test shows that a scene
  /// declared in one file is served by everything that asks the scene list. Empty otherwise.
  @TaskLocal static var added: [@Sendable () -> any PlaygroundScene] = []
}
