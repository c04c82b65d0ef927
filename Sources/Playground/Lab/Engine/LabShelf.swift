import Synchronization

/// The lab bindings: at most ``capacity``, the oldest evicted when a new one comes, behind a
/// lock of their own.
///
/// The lock only guards the shelf: a write finds its entry under it, then builds its binding
/// and takes the world lock like any other write. Entries are `Sendable` values (a definition
/// and a `State`), so they leave the lock freely.
final class LabShelf: Sendable {
  /// The most lab bindings kept.
  static let capacity = 256

  private struct Shelf {
    var entries: [String: LabEntry] = [:]
    /// Ids, oldest first.
    var order: [String] = []
    var lastSerial = 0
  }

  private let shelf = Mutex(Shelf())

  /// Adds a lab binding under a new id, evicting the oldest ones beyond ``capacity``.
  ///
  /// - Returns: The entry and the ids evicted to make room.
  func add(_ prepared: LabEntry.Prepared) -> (entry: LabEntry, evicted: [String]) {
    shelf.withLock { shelf in
      shelf.lastSerial += 1
      let entry = LabEntry(id: LabEntry.idPrefix + String(shelf.lastSerial), prepared: prepared)
      shelf.entries[entry.id] = entry
      shelf.order.append(entry.id)
      let evicted = Array(shelf.order.prefix(max(0, shelf.order.count - Self.capacity)))
      shelf.order.removeFirst(evicted.count)
      for id in evicted { shelf.entries[id] = nil }
      return (entry, evicted)
    }
  }

  /// The lab binding `id`, or `nil`.
  func entry(_ id: String) -> LabEntry? {
    shelf.withLock { $0.entries[id] }
  }

  /// Removes the lab binding `id`; `false` when there was none.
  func remove(_ id: String) -> Bool {
    shelf.withLock { shelf in
      guard shelf.entries.removeValue(forKey: id) != nil else { return false }
      shelf.order.removeAll { $0 == id }
      return true
    }
  }

  /// Every lab binding, oldest first.
  var entries: [LabEntry] {
    shelf.withLock { shelf in shelf.order.compactMap { shelf.entries[$0] } }
  }

  /// Whether `id` names a lab binding that is on the shelf now.
  func contains(_ id: String) -> Bool {
    shelf.withLock { $0.entries[id] != nil }
  }
}
