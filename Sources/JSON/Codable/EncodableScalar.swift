/// The types encoding containers take directly, each turned into its JSON value here.
protocol EncodableScalar {
  /// The value as JSON; `nil` for an integer beyond `Int`'s range.
  var jsonValue: JSONValue? { get }
}

extension EncodableScalar {
  /// ``jsonValue``, or the error for a value beyond `Int`'s range at `codingPath`, which is
  /// only built then.
  func jsonValue(codingPath: @autoclosure () -> [any CodingKey]) throws -> JSONValue {
    guard let json = jsonValue else {
      throw EncodingError.invalidValue(
        self, .init(codingPath: codingPath(), debugDescription: "\(self) is beyond Int's range"))
    }
    return json
  }
}

extension Bool: EncodableScalar {
  var jsonValue: JSONValue? { .bool(self) }
}

extension String: EncodableScalar {
  var jsonValue: JSONValue? { .string(self) }
}

extension Double: EncodableScalar {
  var jsonValue: JSONValue? { .number(self) }
}

extension Float: EncodableScalar {
  /// The `Double` of the float's own shortest text, so `Float(0.1)` is written `0.1` rather than
  /// `0.10000000149011612`; a non-finite float stays non-finite.
  var jsonValue: JSONValue? { JSONValue(self) }
}

/// Integers share one conversion: exact as an `Int`, or none.
protocol EncodableInteger: EncodableScalar, BinaryInteger {}

extension EncodableInteger {
  var jsonValue: JSONValue? { Int(exactly: self).map(JSONValue.integer) }
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
