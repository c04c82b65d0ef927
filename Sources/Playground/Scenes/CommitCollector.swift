import Bindings
import Synchronization

/// The part of a `State` commit a write reports: the transaction that reached the root.
struct CommitSummary: Sendable {
  var transaction: Transaction
  var isNoOp: Bool
}

/// Gathers commits from a `State` observer, which must be `@Sendable`.
final class CommitCollector: Sendable {
  private let received = Mutex<[CommitSummary]>([])

  func add(_ commit: CommitSummary) {
    received.withLock { $0.append(commit) }
  }

  var commits: [CommitSummary] { received.withLock { $0 } }
}
