/// The types encoding containers take directly, each turned into its JSON value here.
protocol EncodableScalar {
  func jsonValue(codingPath: [any CodingKey]) throws -> JSONValue
}

extension Bool: EncodableScalar {
  func jsonValue(codingPath: [any CodingKey]) -> JSONValue { .bool(self) }
}

extension String: EncodableScalar {
  func jsonValue(codingPath: [any CodingKey]) -> JSONValue { .string(self) }
}

extension Double: EncodableScalar {
  func jsonValue(codingPath: [any CodingKey]) -> JSONValue { .number(self) }
}

extension Float: EncodableScalar {
  /// The `Double` of the float's own shortest text, so `Float(0.1)` is written `0.1` rather than
  /// `0.10000000149011612`; a non-finite float stays non-finite.
  func jsonValue(codingPath: [any CodingKey]) -> JSONValue {
    .number(isFinite ? Double(description) ?? Double(self) : Double(self))
  }
}

/// Integers share one conversion: exact as an `Int`, or an error.
protocol EncodableInteger: EncodableScalar, BinaryInteger {}

extension EncodableInteger {
  func jsonValue(codingPath: [any CodingKey]) throws -> JSONValue {
    guard let exact = Int(exactly: self) else {
      throw EncodingError.invalidValue(self, .init(codingPath: codingPath, debugDescription: "\(self) is beyond Int's range"))
    }
    return .integer(exact)
  }
}

extension Int: EncodableInteger {}
extension Int8: EncodableInteger {}
extension Int16: EncodableInteger {}
extension Int32: EncodableInteger {}
extension Int64: EncodableInteger {}
extension UInt: EncodableInteger {}
extension UInt8: EncodableInteger {}
extension UInt16: EncodableInteger {}
extension UInt32: EncodableInteger {}
extension UInt64: EncodableInteger {}
