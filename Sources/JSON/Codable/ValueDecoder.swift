/// The `Decoder` a type's `init(from:)` receives: it reads one ``JSONValue``.
@available(SwiftStdlib 6.2, *)
struct ValueDecoder: Decoder {
  let value: JSONValue
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy _: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard case .object(let members) = value else { throw mismatch([String: JSONValue].self, "an object") }
    return KeyedDecodingContainer(KeyedValueContainer<Key>(members: members, codingPath: codingPath))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let elements) = value else { throw mismatch([JSONValue].self, "an array") }
    return UnkeyedValueContainer(elements: elements, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueDecodingContainer {
    SingleValueContainer(value: value, codingPath: codingPath)
  }

  private func mismatch(_ type: Any.Type, _ expected: String) -> DecodingError {
    let context = DecodingError.Context(
      codingPath: codingPath, debugDescription: "expected \(expected), got \(value.kindDescription)")
    if case .null = value { return .valueNotFound(type, context) }
    return .typeMismatch(type, context)
  }
}

// The containers. Each primitive overload the container protocols require forwards to one
// generic reader; the unkeyed and single-value containers share theirs through
// `UnlabeledDecoding`.

@available(SwiftStdlib 6.2, *)
struct KeyedValueContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let codingPath: [any CodingKey]
  /// The keys of the object's members that `Key` can name, in their written order.
  let allKeys: [Key]
  private let values: [String: JSONValue]

  init(members: [(key: String, value: JSONValue)], codingPath: [any CodingKey]) {
    self.codingPath = codingPath
    allKeys = members.compactMap { Key(stringValue: $0.key) }
    values = Dictionary(members, uniquingKeysWith: { first, _ in first })
  }

  func contains(_ key: Key) -> Bool { values[key.stringValue] != nil }

  private func value(_ key: Key) throws -> JSONValue {
    guard let value = values[key.stringValue] else {
      throw DecodingError.keyNotFound(
        key, .init(codingPath: codingPath, debugDescription: "missing member \"\(key.stringValue)\""))
    }
    return value
  }

  private func scalar<T: DecodableScalar>(_ key: Key) throws -> T {
    try T.decode(try value(key), codingPath: codingPath + [key])
  }

  func decodeNil(forKey key: Key) throws -> Bool {
    guard case .null = try value(key) else { return false }
    return true
  }

  func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try scalar(key) }
  func decode(_ type: String.Type, forKey key: Key) throws -> String { try scalar(key) }
  func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try scalar(key) }
  func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try scalar(key) }
  func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try scalar(key) }
  func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try scalar(key) }
  func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try scalar(key) }
  func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try scalar(key) }
  func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try scalar(key) }
  func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try scalar(key) }
  func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try scalar(key) }
  func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try scalar(key) }
  func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try scalar(key) }
  func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try scalar(key) }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try T(from: ValueDecoder(value: try value(key), codingPath: codingPath + [key]))
  }

  func nestedContainer<NestedKey: CodingKey>(
    keyedBy type: NestedKey.Type, forKey key: Key
  ) throws -> KeyedDecodingContainer<NestedKey> {
    try ValueDecoder(value: try value(key), codingPath: codingPath + [key]).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try ValueDecoder(value: try value(key), codingPath: codingPath + [key]).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    let key = JSONCodingKey("super")
    return ValueDecoder(value: values[key.stringValue] ?? .null, codingPath: codingPath + [key])
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    ValueDecoder(value: values[key.stringValue] ?? .null, codingPath: codingPath + [key])
  }
}

/// A container whose unlabeled `decode(_:)` overloads all forward to one reader. Non-mutating,
/// so that the single-value container's requirements take them too: the unkeyed container
/// keeps its position in a ``Cursor``.
@available(SwiftStdlib 6.2, *)
protocol UnlabeledDecoding {
  func scalar<T: DecodableScalar>(_ type: T.Type) throws -> T
}

@available(SwiftStdlib 6.2, *)
extension UnlabeledDecoding {
  func decode(_ type: Bool.Type) throws -> Bool { try scalar(type) }
  func decode(_ type: String.Type) throws -> String { try scalar(type) }
  func decode(_ type: Double.Type) throws -> Double { try scalar(type) }
  func decode(_ type: Float.Type) throws -> Float { try scalar(type) }
  func decode(_ type: Int.Type) throws -> Int { try scalar(type) }
  func decode(_ type: Int8.Type) throws -> Int8 { try scalar(type) }
  func decode(_ type: Int16.Type) throws -> Int16 { try scalar(type) }
  func decode(_ type: Int32.Type) throws -> Int32 { try scalar(type) }
  func decode(_ type: Int64.Type) throws -> Int64 { try scalar(type) }
  func decode(_ type: UInt.Type) throws -> UInt { try scalar(type) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { try scalar(type) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { try scalar(type) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { try scalar(type) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { try scalar(type) }
}

@available(SwiftStdlib 6.2, *)
struct UnkeyedValueContainer: UnkeyedDecodingContainer, UnlabeledDecoding {
  /// The index of the next element to read, shared by the container's copies.
  final class Cursor {
    var index = 0
  }

  let elements: [JSONValue]
  let codingPath: [any CodingKey]
  private let cursor = Cursor()

  init(elements: [JSONValue], codingPath: [any CodingKey]) {
    self.elements = elements
    self.codingPath = codingPath
  }

  var count: Int? { elements.count }
  var currentIndex: Int { cursor.index }
  var isAtEnd: Bool { currentIndex >= elements.count }

  /// The next element and its coding path, consumed.
  private func next(_ type: Any.Type) throws -> (value: JSONValue, path: [any CodingKey]) {
    let path = codingPath + [JSONCodingKey(currentIndex)]
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        type, .init(codingPath: path, debugDescription: "the array has only \(elements.count) elements"))
    }
    cursor.index += 1
    return (elements[cursor.index - 1], path)
  }

  func scalar<T: DecodableScalar>(_ type: T.Type) throws -> T {
    let (value, path) = try next(type)
    return try T.decode(value, codingPath: path)
  }

  func decodeNil() throws -> Bool {
    guard !isAtEnd, case .null = elements[currentIndex] else { return false }
    cursor.index += 1
    return true
  }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    let (value, path) = try next(type)
    return try T(from: ValueDecoder(value: value, codingPath: path))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<
    NestedKey
  > {
    let (value, path) = try next(type)
    return try ValueDecoder(value: value, codingPath: path).container(keyedBy: type)
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    let (value, path) = try next([JSONValue].self)
    return try ValueDecoder(value: value, codingPath: path).unkeyedContainer()
  }

  mutating func superDecoder() throws -> any Decoder {
    let (value, path) = try next(JSONValue.self)
    return ValueDecoder(value: value, codingPath: path)
  }
}

@available(SwiftStdlib 6.2, *)
struct SingleValueContainer: SingleValueDecodingContainer, UnlabeledDecoding {
  let value: JSONValue
  let codingPath: [any CodingKey]

  func scalar<T: DecodableScalar>(_ type: T.Type) throws -> T {
    try T.decode(value, codingPath: codingPath)
  }

  func decodeNil() -> Bool {
    guard case .null = value else { return false }
    return true
  }

  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try T(from: ValueDecoder(value: value, codingPath: codingPath))
  }
}
