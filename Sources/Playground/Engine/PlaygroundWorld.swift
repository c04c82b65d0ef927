import Bindings
import JSON

/// The playground's mutable world: the scenes and what the last render saw.
///
/// Not `Sendable` (bindings and identities hold closures and key paths); ``PlaygroundApp`` keeps
/// it inside one `Mutex`, so every read, write, render and reset runs alone and in order.
struct PlaygroundWorld {
  let directory: SceneDirectory
  /// Every scene's initial root as JSON, in page order: what a reset sets it back to.
  let initialRoots: [JSONValue]
  /// Identities by binding id as of the last render, for the render report.
  var previousIdentities: [String: BindingIdentity] = [:]
  var renderCount = 0
  /// What each binding's records repeat, by binding id (``BindingReport``).
  var reports: [String: BindingReport] = [:]

  init() {
    directory = SceneDirectory()
    initialRoots = directory.scenes.map(\.rootJSON)
    previousIdentities = Dictionary(uniqueKeysWithValues: renderIdentities())
  }

  var scenes: [any PlaygroundScene] { directory.scenes }

  /// Every root by scene id.
  var roots: JSONValue {
    .object(scenes.map { (key: type(of: $0).id, value: $0.rootJSON) })
  }

  /// The contract's `Scene` objects.
  var sceneInfos: [JSONValue] {
    scenes.map { $0.info(bindings: $0.render(WriteContext())) }
  }

  /// One binding from a fresh render, or `nil` for an unknown id.
  func binding(_ id: String) -> SceneBinding? {
    directory.place(ofBinding: id).map { $0.scene.render(WriteContext())[$0.index] }
  }

  /// Every binding of a fresh render of every scene, in page order, derived once for its identity.
  func renderIdentities() -> [(id: String, identity: BindingIdentity)] {
    scenes.flatMap { $0.render(WriteContext()) }.map { ($0.id, $0.derive().identity) }
  }
}
