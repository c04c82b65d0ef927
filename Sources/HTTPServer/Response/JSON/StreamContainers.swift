// The three container kinds of JSONStream. Each holds the token of its level; every write goes
// through the stream, which checks the level is still open. Every primitive overload forwards
// to one generic `put`; the overloads exist only because the container protocols require them,
// and the unkeyed and single-value containers share theirs through UnlabeledScalarSink.

struct KeyedStreamContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let stream: JSONStream
  let token: Int

  var codingPath: [any CodingKey] { stream.state.codingPath(through: token) }

  // A key's `stringValue` (user code) is read before the access to the stream's state begins:
  // see JSONStream.state.
  private func put(_ value: some JSONScalar, _ key: Key) throws {
    let name = key.stringValue
    try stream.state.put(value, in: token, key: name)
  }

  mutating func encodeNil(forKey key: Key) throws { try put(JSONNull(), key) }

  mutating func encode(_ value: Bool, forKey key: Key) throws { try put(value, key) }
  mutating func encode(_ value: String, forKey key: Key) throws { try put(value, key) }
  mutating func encode(_ value: Double, forKey key: Key) throws { try put(value, key) }
  mutating func encode(_ value: Float, forKey key: Key) throws { try put(value, key) }
  mutating func encode(_ value: Int, forKey key: Key) throws { try put(value, key) }
  mutating func encode(_ value: Int8, forKey key: Key) throws { try put(value, key) }
  mutating func encode(_ value: Int16, forKey key: Key) throws { try put(value, key) }
  mutating func encode(_ value: Int32, forKey key: Key) throws { try put(value, key) }
  mutating func encode(_ value: Int64, forKey key: Key) throws { try put(value, key) }
  mutating func encode(_ value: UInt, forKey key: Key) throws { try put(value, key) }
  mutating func encode(_ value: UInt8, forKey key: Key) throws { try put(value, key) }
  mutating func encode(_ value: UInt16, forKey key: Key) throws { try put(value, key) }
  mutating func encode(_ value: UInt32, forKey key: Key) throws { try put(value, key) }
  mutating func encode(_ value: UInt64, forKey key: Key) throws { try put(value, key) }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    let name = key.stringValue
    try stream.state.begin(token, key: name)
    try stream.encodeValue(value, key: key)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy _: NestedKey.Type, forKey key: Key)
    -> KeyedEncodingContainer<NestedKey>
  {
    let name = key.stringValue
    let nested = stream.state.openNested(.object, in: token, key: key, name: name)
    return KeyedEncodingContainer(KeyedStreamContainer<NestedKey>(stream: stream, token: nested))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let name = key.stringValue
    let nested = stream.state.openNested(.array, in: token, key: key, name: name)
    return UnkeyedStreamContainer(stream: stream, token: nested)
  }

  mutating func superEncoder() -> any Encoder { stream.unsupportedEncoder() }
  mutating func superEncoder(forKey _: Key) -> any Encoder { stream.unsupportedEncoder() }
}

struct UnkeyedStreamContainer: UnkeyedEncodingContainer, UnlabeledScalarSink {
  let stream: JSONStream
  let token: Int

  var codingPath: [any CodingKey] { stream.state.codingPath(through: token) }
  var count: Int { stream.state.count(of: token) }

  func put(_ value: some JSONScalar) throws { try stream.state.put(value, in: token, key: nil) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    try stream.state.begin(token, key: nil)
    try stream.encodeValue(value, key: nil)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy _: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
    let nested = stream.state.openNested(.object, in: token, key: nil, name: nil)
    return KeyedEncodingContainer(KeyedStreamContainer<NestedKey>(stream: stream, token: nested))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    UnkeyedStreamContainer(stream: stream, token: stream.state.openNested(.array, in: token, key: nil, name: nil))
  }

  mutating func superEncoder() -> any Encoder { stream.unsupportedEncoder() }
}

struct SingleValueStreamContainer: SingleValueEncodingContainer, UnlabeledScalarSink {
  let stream: JSONStream
  let token: Int

  var codingPath: [any CodingKey] { stream.state.codingPath(through: token) }

  func put(_ value: some JSONScalar) throws { try stream.state.put(value, in: token, key: nil) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    try stream.state.begin(token, key: nil)
    try stream.encodeValue(value, key: nil)
  }
}
