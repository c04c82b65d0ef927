import Bindings

/// A write made ready before taking the world lock: its binding rendered, derived and described,
/// its value decoded.
///
/// None of that reads a root (a render builds bindings, it does not read through them), so it
/// runs outside the lock, which every other request that touches the world waits for; the world
/// then only writes, reads back and reports (``PlaygroundWorld/commit(_:)``).
struct PendingWrite {
  /// The binding's ordinal (``SceneDirectory/place(ofBinding:)``).
  let ordinal: Int
  let scene: any PlaygroundScene
  /// The binding from a render made for this write, so its hooks and rejection are this write's.
  let binding: SceneBinding
  /// `binding` derived, once, for this write, holding the decoded value to write
  /// (``DerivedBinding/performWrite()``) unless ``rejection`` says why there is none.
  let derived: DerivedBinding
  /// The decoded value as JSON, `null` when the value was refused.
  let written: JSONValue
  let context: RenderContext
  let ambient: Transaction?
  /// The binding's and the ambient transaction, read for the record.
  let transactions: WriteTransactions
  /// What the record says about the binding (``BindingDescriptions``).
  let description: BindingDescription
  /// Why the body or the value was refused, when it was: the 422 reports the root, which only
  /// the world lock may read.
  let rejection: ValueRejection?

  /// Renders the binding for this write and decodes the request's value for it.
  ///
  /// - Parameters:
  ///   - request: The parsed body, or why its shape is wrong.
  ///   - scene: The scene of the binding written through.
  ///   - index: The binding's position in the scene's render.
  ///   - ordinal: The binding's ordinal. The three come from ``SceneDirectory/place(ofBinding:)``,
  ///     which the request's id was looked up with already: looking it up again cost a second
  ///     hash of the id.
  ///   - descriptions: What records say about each binding.
  init(
    _ request: Result<WriteRequest, ValueRejection>, of scene: any PlaygroundScene, at index: Int, ordinal: Int,
    describedBy descriptions: BindingDescriptions
  ) {
    // The binding, its derivation and the scene are moved in last, after their other uses:
    // stored before, or without `consume`, each was copied (its existential through value
    // witnesses) and the local destroyed.
    let context = RenderContext()
    let binding = scene.render(bindingAt: index, in: context)
    let derived: DerivedBinding
    switch request {
    case .success(let request):
      ambient = request.ambient
      let outcome: Result<JSONValue, ValueRejection>
      (derived, outcome) = binding.derive(toWrite: request.value)
      switch outcome {
      case .success(let value):
        written = value
        rejection = nil
      case .failure(let refusal):
        written = .null
        rejection = refusal
      }
    case .failure(let refusal):
      derived = binding.derive()
      ambient = nil
      written = .null
      rejection = refusal
    }
    transactions = WriteTransactions(binding: derived.transaction, ambient: ambient)
    description = descriptions.description(of: binding, ordinal: ordinal, derived: derived)
    self.ordinal = ordinal
    self.context = context
    self.binding = consume binding
    self.derived = consume derived
    self.scene = scene
  }
}
