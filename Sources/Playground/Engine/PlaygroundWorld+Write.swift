import Bindings
import JSON

extension PlaygroundWorld {
  /// Writes a prepared value through its binding exactly as a control would, inside the ambient
  /// transaction when one is given, and reports what happened.
  ///
  /// - Parameter write: The write, prepared outside the lock.
  /// - Throws: 422 for a body of the wrong shape, a value of the wrong type or a write a
  ///   failable conversion refused, with the root, unchanged, in the answer.
  mutating func commit(_ write: PendingWrite) throws(PlaygroundError) -> WriteRecord {
    let target = write.target
    let before = target.root.json
    let assignment: Assignment
    do throws(ValueRejection) {
      assignment = try write.assignment.get()
    } catch {
      throw .rejected(binding: target.binding.id, reason: error.message, root: before)
    }
    target.context.valueBeingWritten = assignment.written
    let committed = target.root.transactionCommitted {
      if let ambient = write.ambient { withTransaction(ambient) { assignment.perform() } } else { assignment.perform() }
    }
    if let rejection = target.context.rejection {
      throw .rejected(binding: target.binding.id, reason: rejection.reason, root: target.root.json)
    }
    let transactions = WriteTransactions(binding: write.derived.transaction, ambient: write.ambient, committed: committed)
    return WriteRecord(
      report: report(of: target.binding, derived: write.derived, transactions: transactions),
      written: assignment.written, readBack: write.derived.read(), before: before, after: target.root.json,
      stored: target.binding.storedMember?(), hooks: target.context.hooks)
  }

  /// The binding's report brought up to date for this write (``reports``).
  private mutating func report(
    of binding: SceneBinding, derived: DerivedBinding, transactions: WriteTransactions
  ) -> BindingReport {
    if var report = reports.removeValue(forKey: binding.id) {
      report.update(binding: binding, derived: derived, transactions: transactions)
      reports[binding.id] = report
      return report
    }
    let report = BindingReport(binding: binding, derived: derived, transactions: transactions)
    reports[binding.id] = report
    return report
  }
}
