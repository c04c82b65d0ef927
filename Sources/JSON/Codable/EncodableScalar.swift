/// The types encoding containers take directly, each turned into its JSON value here.
@available(SwiftStdlib 6.2, *)
protocol EncodableScalar {
  /// The value as JSON; `nil` for an integer beyond `Int`'s range.
  var jsonValue: JSONValue? { get }
}

@available(SwiftStdlib 6.2, *)
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

@available(SwiftStdlib 6.2, *)
extension Bool: EncodableScalar {
  var jsonValue: JSONValue? { .bool(self) }
}

@available(SwiftStdlib 6.2, *)
extension String: EncodableScalar {
  var jsonValue: JSONValue? { .string(self) }
}

@available(SwiftStdlib 6.2, *)
extension Double: EncodableScalar {
  var jsonValue: JSONValue? { .number(self) }
}

@available(SwiftStdlib 6.2, *)
extension Float: EncodableScalar {
  /// The `Double` of the float's own shortest text, so `Float(0.1)` is written `0.1` rather than
  /// `0.10000000149011612`; a non-finite float stays non-finite.
  var jsonValue: JSONValue? { JSONValue(self) }
}

/// Integers share one conversion: exact as an `Int`, or none.
@available(SwiftStdlib 6.2, *)
protocol EncodableInteger: EncodableScalar, BinaryInteger {}

@available(SwiftStdlib 6.2, *)
extension EncodableInteger {
  var jsonValue: JSONValue? { Int(exactly: self).map(JSONValue.integer) }
}

@available(SwiftStdlib 6.2, *)
extension Int: EncodableInteger {}
@available(SwiftStdlib 6.2, *)
extension Int8: EncodableInteger {}
@available(SwiftStdlib 6.2, *)
extension Int16: EncodableInteger {}
@available(SwiftStdlib 6.2, *)
extension Int32: EncodableInteger {}
@available(SwiftStdlib 6.2, *)
extension Int64: EncodableInteger {}
@available(SwiftStdlib 6.2, *)
extension UInt: EncodableInteger {}
@available(SwiftStdlib 6.2, *)
extension UInt8: EncodableInteger {}
@available(SwiftStdlib 6.2, *)
extension UInt16: EncodableInteger {}
@available(SwiftStdlib 6.2, *)
extension UInt32: EncodableInteger {}
@available(SwiftStdlib 6.2, *)
extension UInt64: EncodableInteger {}
