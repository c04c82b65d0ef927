/// The `Encoder` a value's `encode(to:)` receives: it hands out containers writing into one
/// ``EncodingSlot``.
@available(SwiftStdlib 6.2, *)
struct SlotEncoder: Encoder {
  let slot: EncodingSlot
  let codingPath: [any CodingKey]
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy _: Key.Type) -> KeyedEncodingContainer<Key> {
    slot.makeObject()
    return KeyedEncodingContainer(KeyedSlotContainer<Key>(slot: slot, codingPath: codingPath))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    slot.makeArray()
    return UnkeyedSlotContainer(slot: slot, codingPath: codingPath)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleValueSlotContainer(slot: slot, codingPath: codingPath)
  }
}

// The containers. Each primitive overload the container protocols require forwards to one
// generic `put`; the unkeyed and single-value containers share theirs through
// `UnlabeledEncoding`.

@available(SwiftStdlib 6.2, *)
struct KeyedSlotContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let slot: EncodingSlot
  let codingPath: [any CodingKey]

  private func put(_ value: some EncodableScalar, _ key: Key) throws {
    slot.setMember(key.stringValue, try value.jsonValue(codingPath: codingPath + [key]))
  }

  mutating func encodeNil(forKey key: Key) throws { slot.setMember(key.stringValue, .null) }
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
    try slot.memberSlot(key.stringValue).encode(value, codingPath: codingPath + [key])
  }

  mutating func nestedContainer<NestedKey: CodingKey>(
    keyedBy _: NestedKey.Type, forKey key: Key
  ) -> KeyedEncodingContainer<NestedKey> {
    let nested = slot.memberSlot(key.stringValue)
    nested.makeObject()
    return KeyedEncodingContainer(KeyedSlotContainer<NestedKey>(slot: nested, codingPath: codingPath + [key]))
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let nested = slot.memberSlot(key.stringValue)
    nested.makeArray()
    return UnkeyedSlotContainer(slot: nested, codingPath: codingPath + [key])
  }

  mutating func superEncoder() -> any Encoder {
    let key = JSONCodingKey("super")
    return SlotEncoder(slot: slot.memberSlot(key.stringValue), codingPath: codingPath + [key])
  }

  mutating func superEncoder(forKey key: Key) -> any Encoder {
    SlotEncoder(slot: slot.memberSlot(key.stringValue), codingPath: codingPath + [key])
  }
}

/// A container whose unlabeled `encode(_:)` overloads all forward to one `put`.
@available(SwiftStdlib 6.2, *)
protocol UnlabeledEncoding {
  func put(_ value: some EncodableScalar) throws
}

@available(SwiftStdlib 6.2, *)
extension UnlabeledEncoding {
  mutating func encode(_ value: Bool) throws { try put(value) }
  mutating func encode(_ value: String) throws { try put(value) }
  mutating func encode(_ value: Double) throws { try put(value) }
  mutating func encode(_ value: Float) throws { try put(value) }
  mutating func encode(_ value: Int) throws { try put(value) }
  mutating func encode(_ value: Int8) throws { try put(value) }
  mutating func encode(_ value: Int16) throws { try put(value) }
  mutating func encode(_ value: Int32) throws { try put(value) }
  mutating func encode(_ value: Int64) throws { try put(value) }
  mutating func encode(_ value: UInt) throws { try put(value) }
  mutating func encode(_ value: UInt8) throws { try put(value) }
  mutating func encode(_ value: UInt16) throws { try put(value) }
  mutating func encode(_ value: UInt32) throws { try put(value) }
  mutating func encode(_ value: UInt64) throws { try put(value) }
}

@available(SwiftStdlib 6.2, *)
struct UnkeyedSlotContainer: UnkeyedEncodingContainer, UnlabeledEncoding {
  let slot: EncodingSlot
  let codingPath: [any CodingKey]

  var count: Int { slot.elementCount }

  private var nextKey: JSONCodingKey { JSONCodingKey(slot.elementCount) }

  func put(_ value: some EncodableScalar) throws {
    slot.appendElement(try value.jsonValue(codingPath: codingPath + [nextKey]))
  }

  mutating func encodeNil() throws { slot.appendElement(.null) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    let path = codingPath + [nextKey]
    try slot.appendSlot().encode(value, codingPath: path)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy _: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
    let path = codingPath + [nextKey]
    let nested = slot.appendSlot()
    nested.makeObject()
    return KeyedEncodingContainer(KeyedSlotContainer<NestedKey>(slot: nested, codingPath: path))
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let path = codingPath + [nextKey]
    let nested = slot.appendSlot()
    nested.makeArray()
    return UnkeyedSlotContainer(slot: nested, codingPath: path)
  }

  mutating func superEncoder() -> any Encoder {
    let path = codingPath + [nextKey]
    return SlotEncoder(slot: slot.appendSlot(), codingPath: path)
  }
}

@available(SwiftStdlib 6.2, *)
struct SingleValueSlotContainer: SingleValueEncodingContainer, UnlabeledEncoding {
  let slot: EncodingSlot
  let codingPath: [any CodingKey]

  func put(_ value: some EncodableScalar) throws {
    slot.set(try value.jsonValue(codingPath: codingPath))
  }

  mutating func encodeNil() throws { slot.set(.null) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    try slot.encode(value, codingPath: codingPath)
  }
}
