/// The types `Encoder` containers take directly, each writing its own JSON bytes.
protocol JSONScalar {
  func writeJSON(into output: inout [UInt8]) throws
}

/// `null`, so `encodeNil` goes the way of every other scalar.
struct JSONNull: JSONScalar {
  func writeJSON(into output: inout [UInt8]) { output += "null".utf8 }
}

extension Bool: JSONScalar {
  func writeJSON(into output: inout [UInt8]) {
    output += self ? "true".utf8 : "false".utf8
  }
}

extension String: JSONScalar {
  func writeJSON(into output: inout [UInt8]) { JSONBytes.string(self, into: &output) }
}

extension Double: JSONScalar {
  func writeJSON(into output: inout [UInt8]) throws { try JSONBytes.float(self, into: &output) }
}

extension Float: JSONScalar {
  func writeJSON(into output: inout [UInt8]) throws { try JSONBytes.float(self, into: &output) }
}

/// Integers share one implementation through `BinaryInteger`.
protocol JSONInteger: JSONScalar, BinaryInteger {}

extension JSONInteger {
  func writeJSON(into output: inout [UInt8]) { JSONBytes.integer(self, into: &output) }
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
