/// Where the journal sends each change it published: the HTTP side implements it with its
/// event stream, a test with a list.
///
/// The journal calls it under the world lock, so events arrive in the order the changes were
/// made; an implementation must not call back into the journal.
@available(SwiftStdlib 6.2, *)
package protocol ChangePublisher: Sendable {
  /// Whether anyone receives events now. When nobody does, the journal makes no event text.
  var hasSubscribers: Bool { get }

  /// Sends one event.
  ///
  /// - Parameters:
  ///   - event: What changed.
  ///   - sequence: The change's number in the log, for a logged change.
  ///   - data: The event's JSON text.
  func publish(_ event: JournalEvent, sequence: Int?, data: String)
}
