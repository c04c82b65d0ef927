import JSON

extension PlaygroundJournal {
  /// Writes `request` through binding `id`, a scene's or a lab binding's, exactly as a control
  /// would, and logs and publishes it as a `commit`.
  ///
  /// A scene binding is derived and its value decoded before the world lock (neither reads a
  /// root); a lab binding lives in the world, so it is found, prepared and written under it.
  ///
  /// - Returns: The `WriteRecord` as UTF-8 JSON.
  /// - Throws: 404 for an unknown binding; 422 for a read-only lab binding, a value the
  ///   binding does not take or a write a failable conversion refused, with the root.
  func write(_ request: WriteRequest, through id: String) throws(PlaygroundError) -> [UInt8] {
    guard let target = scenes.target(id) else {
      return try commit { (world: inout PlaygroundWorld) throws(PlaygroundError) -> WriteRecord in
        let target = try world.lab.target(id)
        let write: PreparedWrite
        do throws(ValueRejection) { write = try PreparedWrite(request, to: target) } catch {
          throw .rejected(binding: target.binding.id, reason: error.message, root: target.root.json)
        }
        return try world.commit(write)
      }
    }
    let write: PreparedWrite
    do throws(ValueRejection) { write = try PreparedWrite(request, to: target) } catch {
      throw refusal(ofWriteThrough: id, error.message)
    }
    return try commit { (world: inout PlaygroundWorld) throws(PlaygroundError) -> WriteRecord in
      try world.commit(write)
    }
  }

  /// The error for a write through `id` refused for `reason` before it reached the world: 404
  /// for an unknown binding, 422 for a read-only lab binding, else the binding's rejection with
  /// its root, read under the world lock.
  func refusal(ofWriteThrough id: String, _ reason: String) -> PlaygroundError {
    do throws(PlaygroundError) {
      return try read { (world: borrowing PlaygroundWorld, _) throws(PlaygroundError) -> PlaygroundError in
        let target: WriteTarget
        if let scene = scenes.target(id) { target = scene } else { target = try world.lab.target(id) }
        return .rejected(binding: target.binding.id, reason: reason, root: target.root.json)
      }
    } catch {
      return error
    }
  }

  /// Renders every scene again and publishes the `RenderReport` as a `render`.
  ///
  /// - Returns: The report as UTF-8 JSON.
  func render() -> [UInt8] {
    let text = announce(.render, { (world: inout PlaygroundWorld) -> String in world.renderAgain().serialized() }, data: { $0 })
    return Array(text.utf8)
  }
}
