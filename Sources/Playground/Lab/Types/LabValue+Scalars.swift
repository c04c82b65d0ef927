// The lab's scalar types: the numbers `.to(_:)` converts between, Bool, String and RGB.

extension Float: LabFloatingPoint {
  static var labSamples: [Float] { [0, 0.1, 0.5, 1, -2.5, 1e30] }
  var swiftLiteral: String { floatingPointLiteral(self) }
}

extension Double: LabFloatingPoint {
  static var labSamples: [Double] { [0, 0.1, 0.5, 1, -2.5, 1e300] }
  var swiftLiteral: String { floatingPointLiteral(self) }
}

/// `description` is the shortest text that reads back as the same value of its type, which is
/// also a literal of that value; infinities and NaN have no literal and are spelled as members
/// of the type (`-Float.infinity`), which needs no context to compile.
private func floatingPointLiteral<Value: LabFloatingPoint>(_ value: Value) -> String {
  if value.isNaN { return "\(Value.typeName).nan" }
  if value.isInfinite { return value < 0 ? "-\(Value.typeName).infinity" : "\(Value.typeName).infinity" }
  return value.description
}

extension Int: LabInteger {
  static var labSamples: [Int] { [0, 1, -7, 42, 1_000, .max] }
  var swiftLiteral: String { description }
}

extension Int8: LabInteger {
  static var labSamples: [Int8] { [0, 1, -1, 42, .max, .min] }
  var swiftLiteral: String { description }
}

extension UInt8: LabInteger {
  static var labSamples: [UInt8] { [0, 1, 42, 128, .max] }
  var swiftLiteral: String { description }
}

extension Bool: LabText {
  static var labSamples: [Bool] { [false, true] }
  var swiftLiteral: String { description }
}

extension String: LabComparable, LabText {
  static var labSamples: [String] { ["", "swift", "12", "3.5", "#3366cc"] }
  static var labBounds: (lower: String, upper: String) { ("a", "m") }
  static var labThreshold: String { "m" }
  /// The debug description: quoted, with quotes, backslashes and invisible characters escaped
  /// as a string literal escapes them.
  var swiftLiteral: String { debugDescription }
}

extension RGB: LabValue {
  static var labSamples: [RGB] {
    [RGB(red: 0, green: 0, blue: 0), RGB(red: 0x33, green: 0x66, blue: 0xCC), RGB(red: 0xFF, green: 0xFF, blue: 0xFF)]
  }
  var swiftLiteral: String { "RGB(red: \(red), green: \(green), blue: \(blue))" }
}
