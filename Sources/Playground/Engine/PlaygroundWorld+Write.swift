import Bindings
import JSON

@available(SwiftStdlib 6.2, *)
extension PlaygroundWorld {
  /// Writes a prepared value through its binding exactly as a control would, inside the ambient
  /// transaction when one is given, and reports what happened.
  ///
  /// - Parameter write: The write, its value decoded.
  /// - Throws: 422 for a write a failable conversion refused, with the root, unchanged, in the
  ///   answer.
  mutating func commit(_ write: PreparedWrite) throws(PlaygroundError) -> WriteRecord {
    let before = write.target.root.json
    let assignment = write.assignment
    write.target.context.valueBeingWritten = assignment.written
    let committed = write.target.root.transactionsCommitted {
      if let ambient = write.ambient { withTransaction(ambient) { assignment.perform() } } else { assignment.perform() }
    }
    if let rejection = write.target.context.rejection {
      throw .rejected(binding: write.target.binding.id, reason: rejection.reason, root: write.target.root.json)
    }
    let transactions = WriteTransactions(
      binding: write.derived.transaction, ambient: write.ambient, arrived: committed?.arrived,
      committed: committed?.committed)
    return WriteRecord(
      report: reportTexts(of: write.target.binding, derived: write.derived, transactions: transactions),
      written: assignment.written, readBack: write.derived.read(), before: before, after: write.target.root.json,
      stored: write.target.binding.storedMember?(), hooks: write.target.context.hooks)
  }

  /// The texts of the binding's report (``reports``), brought up to date for this write in place.
  private mutating func reportTexts(
    of binding: SceneBinding, derived: DerivedBinding, transactions: WriteTransactions
  ) -> BindingReport.Texts {
    guard let index = reports.index(forKey: binding.id) else {
      let report = BindingReport(binding: binding, derived: derived, transactions: transactions)
      reports[binding.id] = report
      return report.texts
    }
    return reports.values[index].update(binding: binding, derived: derived, transactions: transactions)
  }
}
