import Bindings

extension PlaygroundWorld {
  /// Writes a prepared value through its binding exactly as a control would, inside the ambient
  /// transaction when one is given, and reports what happened.
  ///
  /// Nothing is written when the body or the value was refused while preparing.
  ///
  /// - Throws: 422 for a value of the wrong type or a write a failable conversion refused (the
  ///   root is then unchanged), with the root in the answer.
  mutating func commit(_ write: PendingWrite) throws(PlaygroundError) -> WriteRecord {
    // `write`'s members are used in place rather than copied into locals: each copy of an
    // existential (the scene, the derived binding) goes through its value witnesses.
    let before = write.scene.rootJSON
    if let rejection = write.rejection {
      throw .rejected(binding: write.binding.id, reason: rejection.message, root: before)
    }
    write.context.valueBeingWritten = write.written
    let committed = write.scene.transactionCommitted {
      if let ambient = write.ambient {
        withTransaction(ambient) { write.derived.performWrite() }
      } else {
        write.derived.performWrite()
      }
    }
    if let rejection = write.context.rejection {
      throw .rejected(binding: write.binding.id, reason: rejection.reason, root: write.scene.rootJSON)
    }
    let after = write.scene.rootJSON
    return WriteRecord(
      binding: write.description,
      written: write.written, readBack: write.derived.read(), before: before, after: after,
      stored: write.binding.storedMember?(),
      transactions: transactionTexts.json(
        for: write.transactions, committed: committed.map(WriteTransactions.Reported.init), ordinal: write.ordinal),
      hooks: write.context.hooks)
  }
}
