// The three container kinds of NodeEncoder. Every primitive overload forwards to one generic
// `put`; the overloads exist only because the container protocols require them, and the
// unkeyed and single-value containers share theirs through UnlabeledScalarSink.

struct KeyedNodeContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let storage: JSONContainerStorage
  let codingPath: [any CodingKey]

  private func put(_ value: some JSONScalar, _ key: Key) throws {
    try storage.set(value.jsonNode(), forKey: key.stringValue)
  }

  mutating func encodeNil(forKey key: Key) throws { try storage.set(.scalar(JSONBytes.null), forKey: key.stringValue) }
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
    try storage.set(JSONNode.encoding(value, codingPath: codingPath + [key]), forKey: key.stringValue)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy _: NestedKey.Type, forKey key: Key)
    -> KeyedEncodingContainer<NestedKey>
  {
    let nested = JSONContainerStorage.nested(.object([]))
    try? storage.set(.container(nested), forKey: key.stringValue)
    return KeyedEncodingContainer(KeyedNodeContainer<NestedKey>(storage: nested, codingPath: codingPath + [key]))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let nested = JSONContainerStorage.nested(.array([]))
    try? storage.set(.container(nested), forKey: key.stringValue)
    return UnkeyedNodeContainer(storage: nested, codingPath: codingPath + [key])
  }

  mutating func superEncoder() -> any Encoder {
    try? storage.set(.container(JSONContainerStorage()), forKey: "super")
    return UnsupportedEncoder(codingPath: codingPath)
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    try? storage.set(.container(JSONContainerStorage()), forKey: key.stringValue)
    return UnsupportedEncoder(codingPath: codingPath)
  }
}

struct UnkeyedNodeContainer: UnkeyedEncodingContainer, UnlabeledScalarSink {
  let storage: JSONContainerStorage
  let codingPath: [any CodingKey]
  var count: Int {
    if case .array(let elements) = storage.content { return elements.count }
    return 0
  }

  func put(_ value: some JSONScalar) throws { try storage.append(value.jsonNode()) }

  mutating func encodeNil() throws { try storage.append(.scalar(JSONBytes.null)) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    try storage.append(JSONNode.encoding(value, codingPath: codingPath))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy _: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
    let nested = JSONContainerStorage.nested(.object([]))
    try? storage.append(.container(nested))
    return KeyedEncodingContainer(KeyedNodeContainer<NestedKey>(storage: nested, codingPath: codingPath))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let nested = JSONContainerStorage.nested(.array([]))
    try? storage.append(.container(nested))
    return UnkeyedNodeContainer(storage: nested, codingPath: codingPath)
  }

  mutating func superEncoder() -> any Encoder {
    try? storage.append(.container(JSONContainerStorage()))
    return UnsupportedEncoder(codingPath: codingPath)
  }
}

struct SingleValueNodeContainer: SingleValueEncodingContainer, UnlabeledScalarSink {
  let storage: JSONContainerStorage
  let codingPath: [any CodingKey]

  func put(_ value: some JSONScalar) throws { try set(value.jsonNode()) }

  private func set(_ node: JSONNode) throws {
    guard case .empty = storage.content else { throw FastJSONEncoder.Unsupported() }
    storage.content = .single(node)
  }

  mutating func encodeNil() throws { try set(.scalar(JSONBytes.null)) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    try set(JSONNode.encoding(value, codingPath: codingPath))
  }
}

/// Handed out for super-encoders, which class hierarchies use. The parent holds an empty storage
/// in its place (writing it throws) and every write here throws, so the value falls back to
/// JSONEncoder.
struct UnsupportedEncoder: Encoder {
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy _: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(KeyedNodeContainer(storage: .nested(.single(.scalar([]))), codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    UnkeyedNodeContainer(storage: .nested(.single(.scalar([]))), codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleValueNodeContainer(storage: .nested(.single(.scalar([]))), codingPath: codingPath)
  }
}
