package import Bindings
package import JSON

/// The root a binding writes to, as the write path sees it: its value as JSON, and the
/// transaction a write committed to it.
///
/// Any `State` of a ``PlaygroundValue`` is one, which is how a binding that belongs to no scene
/// goes through the same write path. Scenes are roots too, through their `State`
/// (``PlaygroundScene``).
@available(SwiftStdlib 6.2, *)
package protocol BindingRoot {
  /// The root's current value as JSON.
  var json: JSONValue { get }

  /// Runs `write` and returns the transactions of the last commit the root received meanwhile:
  /// the one the writing binding delivered (`arrived`) and the one committed, with the ambient
  /// transaction applied over it; `nil` when `write` did not commit to the root.
  ///
  /// Every write runs under the world lock, so nothing else commits to the root meanwhile.
  func transactionsCommitted(during write: () -> Void) -> (arrived: Transaction, committed: Transaction)?
}

@available(SwiftStdlib 6.2, *)
extension State: BindingRoot where Value: PlaygroundValue {}

@available(SwiftStdlib 6.2, *)
extension State where Value: PlaygroundValue {
  package var json: JSONValue { wrappedValue.json }

  package func transactionsCommitted(during write: () -> Void) -> (arrived: Transaction, committed: Transaction)? {
    let previous = commitCount
    write()
    guard let commit = lastCommit, commit.sequence > previous else { return nil }
    return (commit.bindingTransaction, commit.transaction)
  }
}
