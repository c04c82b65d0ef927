import Bindings
import JSON

extension PlaygroundWorld {
  /// Writes `request`'s value through `target` exactly as a control would, inside the ambient
  /// transaction when one is given, and reports what happened.
  ///
  /// - Parameters:
  ///   - request: The parsed body, or why its shape is wrong.
  ///   - target: The binding and its root.
  /// - Throws: 422 for a body of the wrong shape, a value of the wrong type or a write a
  ///   failable conversion refused, with the root, unchanged, in the answer.
  func commit(_ request: Result<WriteRequest, ValueRejection>, to target: WriteTarget) throws(PlaygroundError) -> WriteRecord {
    let before = target.root.json
    let derived = target.binding.derive()
    let ambient: Transaction?
    let write: PreparedWrite
    do throws(ValueRejection) {
      let request = try request.get()
      ambient = request.ambient
      write = try derived.prepareWrite(of: request.value)
    } catch {
      throw .rejected(binding: target.binding.id, reason: error.message, root: before)
    }
    target.context.valueBeingWritten = write.written
    let committed = target.root.transactionCommitted {
      if let ambient { withTransaction(ambient) { write.perform() } } else { write.perform() }
    }
    if let rejection = target.context.rejection {
      throw .rejected(binding: target.binding.id, reason: rejection.reason, root: target.root.json)
    }
    return WriteRecord(
      binding: target.binding, identity: derived.identity.description,
      written: write.written, readBack: derived.read(), before: before, after: target.root.json,
      stored: target.binding.storedMember?(),
      transactions: WriteTransactions(binding: derived.transaction, ambient: ambient, committed: committed),
      hooks: target.context.hooks)
  }
}
