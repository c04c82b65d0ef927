import Synchronization

/// A bounded, thread-safe log that numbers its entries 1, 2, 3, ... without gaps.
///
/// The log keeps the newest entries, at most `capacity` of them and at most `byteCapacity` bytes
/// of them (as `size` weighs an entry); older ones fall off, but sequence numbers keep counting,
/// so a reader that asks for "everything after 41" learns from the first returned sequence
/// whether it missed some. A page of the log has a byte budget too, so one read cannot build
/// more than that however large the entries are: a page cut short says so, and the reader
/// continues after the last entry it got.
///
/// Generic over its entry, but the playground's: its records are its only entries, and no other
/// module keeps such a log, so it stays here.
///
/// ```swift
/// let log = TransactionLog<String>(capacity: 2)
/// log.append { sequence in "write \(sequence)" }   // "write 1"
/// log.append { sequence in "write \(sequence)" }   // "write 2"
/// log.append { sequence in "write \(sequence)" }   // "write 3"
/// log.page(since: 0, limit: 10).entries            // ["write 2", "write 3"]
///
/// let bytes = TransactionLog<String>(capacity: 100, byteCapacity: 10, size: { $0.utf8.count })
/// bytes.append { _ in "four" }
/// bytes.append { _ in "five!" }
/// bytes.append { _ in "six" }                       // 4 + 5 + 3 > 10: "four" falls off
/// bytes.page(since: 0, limit: 10).entries           // ["five!", "six"]
/// bytes.page(since: 0, limit: 10, byteBudget: 6)    // entries ["five!"], truncated true
/// ```
@available(SwiftStdlib 6.2, *)
public final class TransactionLog<Entry: Sendable>: Sendable {
  /// One answer to ``page(since:limit:byteBudget:)``.
  public struct Page: Sendable {
    /// Entries with a sequence above the requested one, oldest first.
    public var entries: [Entry]
    /// The sequence of the newest entry ever appended (0 when none).
    public var latestSequence: Int
    /// Whether the byte budget ended the page before `limit` did, with more entries kept after
    /// the last one returned: ask again with `since` set to that entry's sequence.
    public var truncated: Bool
  }

  /// The kept entries in order, oldest at `first`; slots before it were dropped (set to `nil`,
  /// so their memory goes at once) and are removed in one go once they are half of the array.
  private struct Entries {
    var slots: [Entry?] = []
    var first = 0
    var bytes = 0
    var latestSequence = 0

    var count: Int { slots.count - first }
    func entry(atLogicalIndex index: Int) -> Entry { slots[first + index]! }

    mutating func dropOldest(size: Int) {
      slots[first] = nil
      first += 1
      bytes -= size
      if first >= 64 && first * 2 >= slots.count {
        slots.removeFirst(first)
        first = 0
      }
    }
  }

  /// How many entries the log keeps.
  public let capacity: Int
  /// How many bytes of entries the log keeps (the newest entry is kept whatever its size).
  public let byteCapacity: Int
  private let size: @Sendable (Entry) -> Int
  private let state = Mutex(Entries())

  /// Creates an empty log.
  ///
  /// - Parameters:
  ///   - capacity: How many of the newest entries to keep; at least 1.
  ///   - byteCapacity: How many bytes of the newest entries to keep, as `size` counts them; at
  ///     least 1. The newest entry is always kept.
  ///   - size: An entry's size in bytes; by default every entry weighs nothing, so only
  ///     `capacity` bounds the log.
  public init(capacity: Int = 10_000, byteCapacity: Int = .max, size: @escaping @Sendable (Entry) -> Int = { _ in 0 }) {
    precondition(capacity > 0, "a log keeps at least one entry")
    precondition(byteCapacity > 0, "a log keeps at least one byte")
    self.capacity = capacity
    self.byteCapacity = byteCapacity
    self.size = size
  }

  /// The sequence of the newest entry (0 when none was appended).
  public var latestSequence: Int { state.withLock { $0.latestSequence } }

  /// The bytes the kept entries weigh, as the log's `size` counts them.
  public var bytes: Int { state.withLock { $0.bytes } }

  /// Numbers and appends one entry, dropping the oldest while the log holds too many entries or
  /// too many bytes.
  ///
  /// - Parameter makeEntry: Builds the entry from its sequence number; runs under the log's lock,
  ///   so entries are numbered in the order they are appended.
  /// - Returns: The appended entry.
  /// - Complexity: O(1) amortised per entry appended or dropped.
  @discardableResult
  public func append(_ makeEntry: (_ sequence: Int) throws -> Entry) rethrows -> Entry {
    try state.withLock { log in
      let entry = try makeEntry(log.latestSequence + 1)
      let entrySize = size(entry)
      log.latestSequence += 1
      while log.count > 0 && (log.count >= capacity || log.bytes + entrySize > byteCapacity) {
        log.dropOldest(size: size(log.entry(atLogicalIndex: 0)))
      }
      log.slots.append(entry)
      log.bytes += entrySize
      return entry
    }
  }

  /// The entries numbered above `since`, oldest first: at most `limit` of them, and no more
  /// than `byteBudget` bytes of them, except that a page holds at least one entry when one is
  /// kept after `since`.
  ///
  /// - Parameters:
  ///   - since: Return entries with a larger sequence number (0 for the oldest kept).
  ///   - limit: The largest number of entries to return.
  ///   - byteBudget: The most bytes the page's entries may weigh together.
  /// - Returns: The entries, the latest sequence number, and whether the budget cut the page short.
  /// - Complexity: O(`limit`).
  public func page(since: Int, limit: Int, byteBudget: Int = .max) -> Page {
    state.withLock { log in
      // Written so that no input, Int.max included, can overflow.
      let oldestSequence = log.latestSequence - log.count + 1
      let first = since < oldestSequence ? 0 : min(log.count, since - oldestSequence + 1)
      let count = min(log.count - first, max(0, limit))
      var entries: [Entry] = []
      entries.reserveCapacity(count)
      let budget = max(0, byteBudget)
      var bytes = 0
      for index in first..<first + count {
        let entry = log.entry(atLogicalIndex: index)
        let entrySize = size(entry)
        if !entries.isEmpty && entrySize > budget - bytes { break }
        entries.append(entry)
        bytes += entrySize
      }
      return Page(entries: entries, latestSequence: log.latestSequence, truncated: entries.count < count)
    }
  }
}
