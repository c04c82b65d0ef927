import Bindings

extension PlaygroundWorld {
  /// Writes `request.value` through binding `id` exactly as a control would, inside the ambient
  /// transaction when one is given, and reports what happened.
  ///
  /// The binding comes from a render made for this write, so the hooks and the rejection it
  /// reports are this write's alone. Nothing is written when the value does not decode.
  ///
  /// - Throws: 404 for an unknown binding, 422 for a value of the wrong type or a write a
  ///   failable conversion refused (the root is then unchanged).
  mutating func write(_ id: String, _ request: WriteRequest) throws(PlaygroundError) -> WriteRecord {
    let context = RenderContext()
    guard let scene = scene(forBinding: id), let binding = render(id, of: scene, in: context) else {
      throw .unknownBinding(id)
    }
    let before = scene.rootJSON
    let prepared: SceneBinding.PreparedWrite
    do throws(ValueRejection) {
      prepared = try binding.prepare(request.value)
    } catch {
      throw .rejected(binding: id, reason: error.message, root: before)
    }
    context.valueBeingWritten = prepared.written
    let committed = scene.transactionCommitted {
      if let ambient = request.ambient {
        withTransaction(ambient, prepared.perform)
      } else {
        prepared.perform()
      }
    }
    if let rejection = context.rejection {
      throw .rejected(binding: id, reason: rejection.reason, root: scene.rootJSON)
    }
    let after = scene.rootJSON
    return WriteRecord(
      binding: binding, identity: identityTexts.text(of: binding.identity, forBinding: id),
      written: prepared.written, readBack: binding.read(), before: before, after: after,
      stored: binding.storedMember?() ?? after,
      transactions: WriteTransactions(binding: binding.transaction, ambient: request.ambient, committed: committed),
      hooks: context.hooks)
  }
}
