package import JSON

/// The lab bindings: at most ``capacity``, the oldest evicted when a new one comes.
///
/// Part of the world (``PlaygroundWorld/lab``), so only the journal's world lock reaches it:
/// every write, read and comparison of a lab binding runs under that lock, and a chain's hooks
/// report to the write that runs them (``LabWriteContext``).
@available(SwiftStdlib 6.2, *)
package struct LabShelf {
  /// The most lab bindings kept.
  package static let capacity = 256

  private var entries: [String: LabEntry] = [:]
  /// Ids, oldest first.
  private var order: [String] = []
  private var lastSerial = 0

  /// Adds a lab binding under a new id, evicting the oldest ones beyond ``capacity``.
  ///
  /// - Returns: The entry and the ids evicted to make room.
  mutating func add(_ prepared: LabEntry.Prepared) -> (entry: LabEntry, evicted: [String]) {
    lastSerial += 1
    let entry = LabEntry(id: LabEntry.idPrefix + String(lastSerial), prepared: prepared)
    entries[entry.id] = entry
    order.append(entry.id)
    let evicted = Array(order.prefix(max(0, order.count - Self.capacity)))
    order.removeFirst(evicted.count)
    for id in evicted { entries[id] = nil }
    return (entry, evicted)
  }

  /// The lab binding `id`, or `nil`.
  package func entry(_ id: String) -> LabEntry? { entries[id] }

  /// The lab binding `id`.
  ///
  /// - Throws: 404 when the shelf has none.
  package func existingEntry(_ id: String) throws(PlaygroundError) -> LabEntry {
    guard let entry = entries[id] else { throw .unknownLabBinding(id) }
    return entry
  }

  /// Removes the lab binding `id`.
  ///
  /// - Throws: 404 when the shelf has none.
  mutating func remove(_ id: String) throws(PlaygroundError) {
    guard entries.removeValue(forKey: id) != nil else { throw .unknownLabBinding(id) }
    order.removeAll { $0 == id }
  }

  /// Every lab binding, oldest first.
  package var all: [LabEntry] { order.compactMap { entries[$0] } }

  /// Whether `id` names a lab binding that is on the shelf now.
  func contains(_ id: String) -> Bool { entries[id] != nil }

  /// The lab binding and the part binding id `id` names (`lab-1.chain`).
  ///
  /// - Throws: 404 for an id that names no lab binding's binding; for the id of a lab binding
  ///   itself (`lab-1`), the message names the bindings it has.
  func binding(_ id: String) throws(PlaygroundError) -> (entry: LabEntry, part: LabBindingPart) {
    if let (entryID, part) = LabEntry.parse(bindingID: id), let entry = entries[entryID] {
      return (entry, part)
    }
    guard let entry = entries[id] else { throw .unknownBinding(id) }
    let names = entry.parts.map { "\"\(entry.bindingID($0))\"" }.joined(separator: ", ")
    throw PlaygroundError(.notFound, "no binding with id \"\(id)\"; lab binding \(id) has the bindings \(names)")
  }

  /// The `LabBindingInfo` of binding `id`, its value read now.
  ///
  /// - Throws: 404 for an unknown id, or a part the lab binding does not have (a read-only
  ///   chain has no twins).
  package func bindingInfo(_ id: String) throws(PlaygroundError) -> JSONValue {
    let (entry, part) = try binding(id)
    guard let info = entry.bindingInfo(part) else { throw .unknownBinding(id) }
    return info
  }

  /// Binding `id` of a lab binding, made for one write.
  ///
  /// - Throws: 404 for an unknown id (``binding(_:)``), 422 for a read-only chain.
  func target(_ id: String) throws(PlaygroundError) -> WriteTarget {
    let (entry, part) = try binding(id)
    return try entry.target(part)
  }
}
