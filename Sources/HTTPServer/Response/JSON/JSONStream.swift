import Foundation

/// The `Encoder` behind ``FastJSONEncoder``: writes JSON into one byte array in the order
/// `encode(to:)` calls arrive, keeping a stack of the objects and arrays still open.
///
/// Every container a caller holds carries the token of its level. Writing through a container
/// first closes the nested containers opened above its level (the caller has moved on from
/// them); a container whose level was already closed, or any other use the stream cannot write
/// in order, marks the stream failed and the caller falls back to `JSONEncoder`. Objects whose
/// keys arrive out of order are sorted in place when they close (``JSONObjectSorting``).
final class JSONStream: Encoder {
  /// Only touched between calls into user code: holding it across `encode(to:)` would overlap
  /// the nested writes' accesses.
  ///
  /// Not checked for exclusivity at run time: the checks cost 0.6k of the 4.6k instructions
  /// encoding the load benchmark's small value took in callgrind. That is safe because every
  /// access is one call of a `JSONStreamState` method or property that runs no user code (the
  /// containers read a key's `stringValue` before calling), so no two accesses can overlap; and a
  /// stream is never shared: ``FastJSONEncoder`` makes one per value, used on one thread.
  @exclusivity(unchecked) var state = JSONStreamState()

  var codingPath: [any CodingKey] { state.codingPath }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy _: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(KeyedStreamContainer(stream: self, token: state.openContainer(.object)))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    UnkeyedStreamContainer(stream: self, token: state.openContainer(.array))
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleValueStreamContainer(stream: self, token: state.currentValueToken())
  }

  /// Encodes a whole value where the stream stands: a top-level value, or after a member's key,
  /// an element's separator or a single-value claim.
  func encodeValue<Value: Encodable>(_ value: Value, key: (any CodingKey)?) throws {
    // Metatype comparisons are pointer comparisons; `as?` casts showed up in the profile.
    if Value.self == String.self, let text = value as? String { return state.writeString(text) }
    if Value.self == Data.self || Value.self == URL.self || Value.self == Decimal.self {
      // Marked failed as well as thrown: a caller may swallow the error after its key is written.
      throw state.fail()
    }
    let token = state.beginValue(key: key)
    try value.encode(to: self)
    try state.endValue(token)
  }

  /// Super-encoders (class hierarchies) are left to JSONEncoder: the stream fails and hands
  /// itself out, so what the caller writes next is discarded with the rest.
  func unsupportedEncoder() -> any Encoder {
    _ = state.fail()
    return self
  }
}
