/// The types `Encoder` containers take directly, each knowing its JSON bytes.
protocol JSONScalar {
  func jsonNode() throws -> JSONNode
}

extension Bool: JSONScalar {
  func jsonNode() -> JSONNode { .scalar(JSONBytes.bool(self)) }
}

extension String: JSONScalar {
  func jsonNode() -> JSONNode { .string(self) }
}

extension Double: JSONScalar {
  func jsonNode() throws -> JSONNode { .scalar(try JSONBytes.float(self)) }
}

extension Float: JSONScalar {
  func jsonNode() throws -> JSONNode { .scalar(try JSONBytes.float(self)) }
}

/// Integers share one implementation through `BinaryInteger`.
protocol JSONInteger: JSONScalar, BinaryInteger {}

extension JSONInteger {
  func jsonNode() -> JSONNode { .scalar(JSONBytes.integer(self)) }
}

extension Int: JSONInteger {}
extension Int8: JSONInteger {}
extension Int16: JSONInteger {}
extension Int32: JSONInteger {}
extension Int64: JSONInteger {}
extension UInt: JSONInteger {}
extension UInt8: JSONInteger {}
extension UInt16: JSONInteger {}
extension UInt32: JSONInteger {}
extension UInt64: JSONInteger {}
