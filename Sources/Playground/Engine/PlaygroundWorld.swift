import Bindings
package import JSON

/// The playground's mutable world: the scenes, what the last render saw, the lab bindings and
/// the lesson step every page shows.
///
/// Not `Sendable` (bindings and identities hold closures and key paths); ``PlaygroundJournal``
/// keeps it inside one `Mutex`, so every read and change runs alone and in order.
@available(SwiftStdlib 6.2, *)
package struct PlaygroundWorld {
  let directory: SceneDirectory
  /// Every scene's initial root as JSON, in page order: what a reset sets it back to.
  let initialRoots: [JSONValue]
  /// Identities by binding id as of the last render, for the render report.
  var previousIdentities: [String: BindingIdentity] = [:]
  var renderCount = 0
  /// What each binding's records repeat, by binding id (``BindingReport``).
  var reports: [String: BindingReport] = [:]
  /// The lab bindings learners build (`/api/lab`).
  package var lab = LabShelf()
  /// The lesson step every page shows.
  package var presentation = Presentation()
  /// The who-wins root and the redraw tree (`/api/costs`).
  var costs = CostModels()

  init() {
    directory = SceneDirectory()
    initialRoots = directory.scenes.map(\.rootJSON)
    previousIdentities = Dictionary(uniqueKeysWithValues: renderIdentities())
  }

  var scenes: [any PlaygroundScene] { directory.scenes }

  /// Every root by scene id.
  package var roots: JSONValue {
    .object(scenes.map { (key: type(of: $0).id, value: $0.rootJSON) })
  }

  /// The contract's `Scene` objects.
  package var sceneInfos: [JSONValue] {
    scenes.map { $0.info(bindings: $0.render(WriteContext())) }
  }

  /// `{"id", "value"}` for every binding of scene `id` from a fresh render, or `nil` for an
  /// unknown scene.
  package func values(ofScene id: String) -> [JSONValue]? {
    guard let scene = scenes.first(where: { type(of: $0).id == id }) else { return nil }
    return scene.render(WriteContext()).map { binding in
      ["id": .string(binding.id), "value": binding.read(binding.derive())]
    }
  }

  /// One binding from a fresh render, or `nil` for an unknown id.
  func binding(_ id: String) -> SceneBinding? {
    directory.place(ofBinding: id).map { $0.scene.render(WriteContext())[$0.index] }
  }

  /// A scene binding's `BindingInfo`, or a lab binding's `LabBindingInfo` (`lab-1.chain`) as
  /// its `LabBinding` lists it.
  ///
  /// - Throws: 404 for any other id.
  package func bindingInfo(_ id: String) throws(PlaygroundError) -> JSONValue {
    if let binding = binding(id) { return binding.info }
    return try lab.bindingInfo(id)
  }

  /// Every binding of a fresh render of every scene, in page order, derived once for its identity.
  func renderIdentities() -> [(id: String, identity: BindingIdentity)] {
    scenes.flatMap { $0.render(WriteContext()) }.map { ($0.id, $0.derive().identity) }
  }

  /// Drops what the world keeps for the records of lab bindings that are gone: lab binding ids
  /// are never reused, so their reports would only pile up.
  mutating func forgetRemovedLabBindings() {
    reports = reports.filter { id, _ in
      LabEntry.parse(bindingID: id).map { lab.contains($0.entry) } ?? true
    }
  }
}
