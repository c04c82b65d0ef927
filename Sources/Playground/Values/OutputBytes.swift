/// A growable run of bytes written through a pointer: what a ``JSONWriter`` writes into.
///
/// An `[UInt8]` checks uniqueness and capacity and goes through a generic copy on every append;
/// a write record is built from about a hundred small pieces, and those checks were a quarter of
/// its serialization in callgrind. Non-copyable, so the memory has exactly one owner, which
/// frees it.
///
/// ```swift
/// var output = OutputBytes(capacity: 4)
/// output.append(UInt8(ascii: "["))
/// "1,2".utf8.withContiguousStorageIfAvailable { output.append($0) }
/// output.append(UInt8(ascii: "]"))
/// output.text   // [1,2]
/// ```
struct OutputBytes: ~Copyable {
  private var start: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  private(set) var count = 0

  /// Creates an empty buffer with room for `capacity` bytes; it grows as needed.
  init(capacity: Int) {
    self.capacity = max(capacity, 16)
    start = .allocate(capacity: self.capacity)
  }

  deinit {
    start.deallocate()
  }

  /// Appends one byte.
  mutating func append(_ byte: UInt8) {
    reserve(1)
    start[count] = byte
    count += 1
  }

  /// Appends a copy of `bytes`.
  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
    reserve(bytes.count)
    (start + count).initialize(from: source, count: bytes.count)
    count += bytes.count
  }

  /// The bytes as a `String`, invalid UTF-8 repaired (the writer only writes valid UTF-8).
  var text: String {
    String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
  }

  /// Makes room for `extra` more bytes, at least doubling the capacity when it grows.
  private mutating func reserve(_ extra: Int) {
    guard count + extra > capacity else { return }
    let newCapacity = max(capacity * 2, count + extra)
    let newStart = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newStart.initialize(from: start, count: count)
    start.deallocate()
    start = newStart
    capacity = newCapacity
  }
}
