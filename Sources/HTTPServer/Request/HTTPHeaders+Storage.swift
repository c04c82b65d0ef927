/// How ``HTTPHeaders`` lays its fields out in ``HTTPHeaders/storage``, and reading them back.
extension HTTPHeaders {
  /// The bytes a field takes in ``storage``.
  static func storedSize(nameCount: Int, valueCount: Int) -> Int {
    2 * MemoryLayout<Int>.size + nameCount + valueCount + 2
  }

  /// Writes a field at `start`, where ``storedSize(nameCount:valueCount:)`` bytes are free.
  static func write(
    name: UnsafeBufferPointer<UInt8>, value: UnsafeBufferPointer<UInt8>, at start: UnsafeMutableRawPointer
  ) {
    start.storeBytes(of: name.count, as: Int.self)
    start.storeBytes(of: value.count, toByteOffset: MemoryLayout<Int>.size, as: Int.self)
    let nameStart = start + 2 * MemoryLayout<Int>.size
    if let nameBytes = name.baseAddress { nameStart.copyMemory(from: nameBytes, byteCount: name.count) }
    nameStart.storeBytes(of: 0, toByteOffset: name.count, as: UInt8.self)
    let valueStart = nameStart + name.count + 1
    if let valueBytes = value.baseAddress { valueStart.copyMemory(from: valueBytes, byteCount: value.count) }
    valueStart.storeBytes(of: 0, toByteOffset: value.count, as: UInt8.self)
  }

  /// The fields of a ``storage`` buffer as bytes, in order; a NUL byte follows each name and
  /// value in memory (not counted).
  struct StoredFields: Sequence, IteratorProtocol {
    private let stored: UnsafeBufferPointer<UInt8>
    private var offset = 0

    fileprivate init(_ stored: UnsafeBufferPointer<UInt8>) {
      self.stored = stored
    }

    mutating func next() -> (name: UnsafeBufferPointer<UInt8>, value: UnsafeBufferPointer<UInt8>)? {
      // Only ``write(name:value:at:)`` fills the buffer, field after field, so a field starts at
      // each offset reached and its lengths keep its bytes inside the buffer.
      guard offset < stored.count, let base = stored.baseAddress else { return nil }
      let nameCount = UnsafeRawPointer(base + offset).loadUnaligned(as: Int.self)
      let valueCount = UnsafeRawPointer(base + offset + MemoryLayout<Int>.size).loadUnaligned(as: Int.self)
      let name = base + offset + 2 * MemoryLayout<Int>.size
      offset += HTTPHeaders.storedSize(nameCount: nameCount, valueCount: valueCount)
      return (
        UnsafeBufferPointer(start: name, count: nameCount),
        UnsafeBufferPointer(start: name + nameCount + 1, count: valueCount)
      )
    }
  }

  /// Calls `body` with the fields' bytes, which are valid only inside it.
  func withFieldBytes<Result>(_ body: (StoredFields) throws -> Result) rethrows -> Result {
    try storage.withUnsafeBufferPointer { try body(StoredFields($0)) }
  }

  /// Calls `body` with each field's bytes, in order, until it returns `false`.
  func forEachField(_ body: (_ name: UnsafeBufferPointer<UInt8>, _ value: UnsafeBufferPointer<UInt8>) -> Bool) {
    withFieldBytes { fields in
      for (name, value) in fields {
        guard body(name, value) else { return }
      }
    }
  }
}
