// The three container kinds of JSONStream. Each holds the token of its level; every write goes
// through the stream, which checks the level is still open. Every primitive overload forwards
// to one generic `put`; the overloads exist only because the container protocols require them,
// and the unkeyed and single-value containers share theirs through UnlabeledScalarSink.

struct KeyedStreamContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let stream: JSONStream
  let token: Int

  var codingPath: [any CodingKey] { stream.codingPath(through: token) }

  private func put(_ value: some JSONScalar, _ key: Key) throws {
    try stream.beginMember(of: token, key: key.stringValue)
    try value.writeJSON(into: &stream.output)
  }

  mutating func encodeNil(forKey key: Key) throws {
    try stream.beginMember(of: token, key: key.stringValue)
    JSONBytes.null(into: &stream.output)
  }

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
    try stream.beginMember(of: token, key: key.stringValue)
    try stream.encodeValue(value, key: key)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy _: NestedKey.Type, forKey key: Key)
    -> KeyedEncodingContainer<NestedKey>
  {
    KeyedEncodingContainer(KeyedStreamContainer<NestedKey>(stream: stream, token: nested(.object, key)))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    UnkeyedStreamContainer(stream: stream, token: nested(.array, key))
  }

  private func nested(_ content: JSONStream.Level.Content, _ key: Key) -> Int {
    do { try stream.beginMember(of: token, key: key.stringValue) } catch { return 0 }
    return stream.openNested(content, key: key)
  }

  mutating func superEncoder() -> any Encoder { stream.unsupportedEncoder() }
  mutating func superEncoder(forKey _: Key) -> any Encoder { stream.unsupportedEncoder() }
}

struct UnkeyedStreamContainer: UnkeyedEncodingContainer, UnlabeledScalarSink {
  let stream: JSONStream
  let token: Int

  var codingPath: [any CodingKey] { stream.codingPath(through: token) }
  var count: Int { stream.count(of: token) }

  func put(_ value: some JSONScalar) throws {
    try stream.beginElement(of: token)
    try value.writeJSON(into: &stream.output)
  }

  mutating func encodeNil() throws {
    try stream.beginElement(of: token)
    JSONBytes.null(into: &stream.output)
  }

  mutating func encode<T: Encodable>(_ value: T) throws {
    try stream.beginElement(of: token)
    try stream.encodeValue(value, key: nil)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy _: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
    KeyedEncodingContainer(KeyedStreamContainer<NestedKey>(stream: stream, token: nested(.object)))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    UnkeyedStreamContainer(stream: stream, token: nested(.array))
  }

  private func nested(_ content: JSONStream.Level.Content) -> Int {
    do { try stream.beginElement(of: token) } catch { return 0 }
    return stream.openNested(content, key: nil)
  }

  mutating func superEncoder() -> any Encoder { stream.unsupportedEncoder() }
}

struct SingleValueStreamContainer: SingleValueEncodingContainer, UnlabeledScalarSink {
  let stream: JSONStream
  let token: Int

  var codingPath: [any CodingKey] { stream.codingPath(through: token) }

  func put(_ value: some JSONScalar) throws {
    try stream.beginSingleValue(of: token)
    try value.writeJSON(into: &stream.output)
  }

  mutating func encodeNil() throws {
    try stream.beginSingleValue(of: token)
    JSONBytes.null(into: &stream.output)
  }

  mutating func encode<T: Encodable>(_ value: T) throws {
    try stream.beginSingleValue(of: token)
    try stream.encodeValue(value, key: nil)
  }
}
