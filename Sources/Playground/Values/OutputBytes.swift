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
  @inline(__always)
  mutating func append(_ byte: UInt8) {
    write(atMost: 1) { free in
      free.initialize(to: byte)
      return 1
    }
  }

  /// Appends a copy of `bytes`.
  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
    write(atMost: bytes.count) { free in
      free.initialize(from: source, count: bytes.count)
      return bytes.count
    }
  }

  /// Appends a copy of bytes already written: those at `range`.
  ///
  /// - Parameter range: Offsets of written bytes, below ``count``.
  mutating func appendCopy(of range: Range<Int>) {
    precondition(range.lowerBound >= 0 && range.upperBound <= count, "copies only bytes already written")
    if capacity - count < range.count { grow(toFit: range.count) }
    // The source lies wholly before `count`, the destination from it on: they cannot overlap.
    (start + count).initialize(from: start + range.lowerBound, count: range.count)
    count += range.count
  }

  /// Lets `body` write up to `maximum` bytes straight into the buffer, after a single capacity
  /// check: a JSON piece (a comma, a quoted key and its colon, a number's digits) is written
  /// with one check instead of one per byte.
  ///
  /// - Parameters:
  ///   - maximum: The most bytes `body` may write.
  ///   - body: Writes at the address of the first free byte, which has room for `maximum`
  ///     bytes, and returns how many it wrote, at most `maximum`.
  @inline(__always)
  mutating func write(atMost maximum: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
    if capacity - count < maximum { grow(toFit: maximum) }
    let written = body(start + count)
    assert(0...maximum ~= written, "wrote more than it reserved")
    count += written
  }

  /// The bytes as a `String`, invalid UTF-8 repaired (the writer only writes valid UTF-8).
  var text: String {
    String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
  }

  /// A copy of the bytes: an HTTP body, where ``text`` would validate them as UTF-8 and the
  /// body be copied from the string once more.
  ///
  /// Copied from a buffer pointer, which the compiler specializes for `UInt8`: through
  /// `Array(unsafeUninitializedCapacity:)` the runtime looked up the array's storage type on
  /// every call, a third of the copy in callgrind.
  var bytes: [UInt8] {
    Array(UnsafeBufferPointer(start: start, count: count))
  }

  /// Makes room for `extra` more bytes, at least doubling the capacity.
  ///
  /// Kept out of line: it runs a few times per document at most, and inlined into every append
  /// its call and register saves cost more than the append itself.
  @inline(never)
  private mutating func grow(toFit extra: Int) {
    let newCapacity = max(capacity * 2, count + extra)
    let newStart = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newStart.initialize(from: start, count: count)
    start.deallocate()
    start = newStart
    capacity = newCapacity
  }
}
