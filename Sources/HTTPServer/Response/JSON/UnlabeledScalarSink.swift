/// A container whose scalar `encode(_:)` overloads all forward to one `put`: the unkeyed and
/// single-value containers have identical unlabeled requirements, written once here.
protocol UnlabeledScalarSink {
  func put(_ value: some JSONScalar) throws
}

extension UnlabeledScalarSink {
  mutating func encodeNil() throws { try put(JSONNull()) }
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
