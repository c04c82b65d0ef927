package import JSON

// Int8 and UInt8, the lab's narrow integers: `.to(Int8.self)` saturates where Int would not.
// Read strictly, like Int: an integral number inside the type's range, nothing else.

@available(SwiftStdlib 6.2, *)
extension Int8: PlaygroundValue {
  package static var typeName: String { "Int8" }
  package init(json: JSONValue) throws(ValueRejection) { self = try Self.exactly(json) }
  package var json: JSONValue { .integer(Int(self)) }
}

@available(SwiftStdlib 6.2, *)
extension UInt8: PlaygroundValue {
  package static var typeName: String { "UInt8" }
  package init(json: JSONValue) throws(ValueRejection) { self = try Self.exactly(json) }
  package var json: JSONValue { .integer(Int(self)) }
}

@available(SwiftStdlib 6.2, *)
extension FixedWidthInteger where Self: PlaygroundValue {
  /// The integer `json` holds exactly, or a rejection naming the type and its range.
  fileprivate static func exactly(_ json: JSONValue) throws(ValueRejection) -> Self {
    let range = "\(Self.typeName) (\(Self.min)...\(Self.max))"
    let number: Double
    switch json {
    case .integer(let exact):
      guard let value = Self(exactly: exact) else {
        throw ValueRejection(message: "expected an \(range), got \(exact)")
      }
      return value
    case .number(let value):
      number = value
    default:
      throw .expected("an \(range) (a JSON number)", got: json)
    }
    guard number.isFinite, number == number.rounded(), let value = Self(exactly: number) else {
      throw ValueRejection(message: "expected an \(range), got \(number)")
    }
    return value
  }
}
