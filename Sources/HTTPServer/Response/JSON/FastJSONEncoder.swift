import Foundation

/// A JSON encoder for response bodies that produces the same bytes as `JSONEncoder` with
/// `.sortedKeys` and `.withoutEscapingSlashes`, several times faster.
///
/// It writes bytes as `encode(to:)` calls arrive (see ``JSONStream``) instead of building a
/// tree first: the load benchmark's profile showed the tree's allocations costing more than
/// the rest of the request. Whatever the stream cannot write in order throws ``Unsupported``,
/// and ``Response/json(_:status:encoder:)`` then falls back to `JSONEncoder`, which gives the
/// same bytes or reports the real error: values whose encoding depends on `JSONEncoder`
/// strategies (`Data`, `URL`, `Decimal`, non-finite numbers), super-encoders, repeated keys, a
/// value that encodes nothing, and writes to a nested container after its parent moved on.
enum FastJSONEncoder {
  /// The value needs `JSONEncoder`'s special handling.
  struct Unsupported: Error {}

  /// Encodes `value` as compact JSON with sorted keys.
  static func encode(_ value: some Encodable) throws -> [UInt8] {
    let stream = JSONStream()
    try stream.encodeValue(value, key: nil)
    guard !stream.state.failed else { throw Unsupported() }
    return stream.state.takeOutput()
  }
}
