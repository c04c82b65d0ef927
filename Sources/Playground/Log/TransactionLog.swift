import Synchronization

/// A bounded, thread-safe log that numbers its entries 1, 2, 3, ... without gaps.
///
/// The log keeps the newest `capacity` entries; older ones fall off, but sequence numbers keep
/// counting, so a reader that asks for "everything after 41" learns from the first returned
/// sequence whether it missed some.
///
/// Generic over its entry, but the playground's: its write records are its only entries, and
/// no other module keeps such a log, so it stays here.
///
/// ```swift
/// let log = TransactionLog<String>(capacity: 2)
/// log.append { sequence in "write \(sequence)" }   // "write 1"
/// log.append { sequence in "write \(sequence)" }   // "write 2"
/// log.append { sequence in "write \(sequence)" }   // "write 3"
/// log.page(since: 0, limit: 10).entries            // ["write 2", "write 3"]
/// ```
public final class TransactionLog<Entry: Sendable>: Sendable {
  /// One answer to ``page(since:limit:)``.
  public struct Page: Sendable {
    /// Entries with a sequence above the requested one, oldest first.
    public var entries: [Entry]
    /// The sequence of the newest entry ever appended (0 when none).
    public var latestSequence: Int
  }

  private struct Ring {
    var entries: [Entry] = []
    var oldestIndex = 0
    var latestSequence = 0

    func entry(atLogicalIndex index: Int) -> Entry {
      entries[(oldestIndex + index) % entries.count]
    }
  }

  /// How many entries the log keeps.
  public let capacity: Int
  private let ring = Mutex(Ring())

  /// Creates an empty log.
  ///
  /// - Parameter capacity: How many of the newest entries to keep; at least 1.
  public init(capacity: Int = 10_000) {
    precondition(capacity > 0, "a log keeps at least one entry")
    self.capacity = capacity
  }

  /// The sequence of the newest entry (0 when none was appended).
  public var latestSequence: Int { ring.withLock { $0.latestSequence } }

  /// Numbers and appends one entry, dropping the oldest when full.
  ///
  /// - Parameter makeEntry: Builds the entry from its sequence number; runs under the log's lock,
  ///   so entries are numbered in the order they are appended.
  /// - Returns: The appended entry.
  /// - Complexity: O(1) amortised.
  @discardableResult
  public func append(_ makeEntry: (_ sequence: Int) throws -> Entry) rethrows -> Entry {
    try ring.withLock { ring in
      let entry = try makeEntry(ring.latestSequence + 1)
      ring.latestSequence += 1
      if ring.entries.count < capacity {
        ring.entries.append(entry)
      } else {
        ring.entries[ring.oldestIndex] = entry
        ring.oldestIndex = (ring.oldestIndex + 1) % capacity
      }
      return entry
    }
  }

  /// The entries numbered above `since`, oldest first, at most `limit` of them.
  ///
  /// - Parameters:
  ///   - since: Return entries with a larger sequence number (0 for the oldest kept).
  ///   - limit: The largest number of entries to return.
  /// - Returns: The entries and the latest sequence number.
  /// - Complexity: O(`limit`).
  public func page(since: Int, limit: Int) -> Page {
    ring.withLock { ring in
      // Written so that no input, Int.max included, can overflow.
      let oldestSequence = ring.latestSequence - ring.entries.count + 1
      let first = since < oldestSequence ? 0 : min(ring.entries.count, since - oldestSequence + 1)
      let count = min(ring.entries.count - first, max(0, limit))
      let entries = (first..<first + count).map(ring.entry(atLogicalIndex:))
      return Page(entries: entries, latestSequence: ring.latestSequence)
    }
  }
}
