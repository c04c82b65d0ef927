/// A change the journal numbers and logs: its record, serialized once for the answer, the log
/// and the event.
@available(SwiftStdlib 6.2, *)
protocol LoggedRecord: ~Copyable {
  /// The event that publishes the record.
  var event: JournalEvent { get }

  /// The record as UTF-8 JSON, numbered `sequence`.
  func json(sequence: Int) -> [UInt8]
}
