import JSON

extension PlaygroundApp {
  /// `{"sequence": N, "roots": {...}}`.
  static func snapshot(of world: PlaygroundWorld, sequence: Int) -> JSONValue {
    ["sequence": .integer(sequence), "roots": world.roots]
  }

  /// The serialized snapshot, built on the first read after a change rather than on every write.
  ///
  /// A write only marks the kept text stale (inside the world lock, after its log append), so a
  /// burst of writes builds no snapshot at all; the next reader builds it once, under the world
  /// lock so that the roots and the sequence belong together, and keeps it for later readers.
  /// Lock order is always world, then snapshot, as in a write.
  func snapshotText() -> String {
    if let text = latestSnapshot.withLock({ $0 }) { return text }
    return world.withLock { world in
      if let text = latestSnapshot.withLock({ $0 }) { return text }
      let text = Self.snapshot(of: world, sequence: log.latestSequence).serialized()
      latestSnapshot.withLock { $0 = text }
      return text
    }
  }
}
