// The lab's scalar types: the numbers `.to(_:)` converts between, Bool, String and RGB.

@available(SwiftStdlib 6.2, *)
extension Float: LabFloatingPoint {
  static var labSamples: [Float] { [0, 0.1, 0.5, 1, -2.5, 1e30] }
}

@available(SwiftStdlib 6.2, *)
extension Double: LabFloatingPoint {
  static var labSamples: [Double] { [0, 0.1, 0.5, 1, -2.5, 1e300] }
}

@available(SwiftStdlib 6.2, *)
extension Int: LabInteger {
  static var labSamples: [Int] { [0, 1, -7, 42, 1_000, .max] }
}

@available(SwiftStdlib 6.2, *)
extension Int8: LabInteger {
  static var labSamples: [Int8] { [0, 1, -1, 42, .max, .min] }
}

@available(SwiftStdlib 6.2, *)
extension UInt8: LabInteger {
  static var labSamples: [UInt8] { [0, 1, 42, 128, .max] }
}

@available(SwiftStdlib 6.2, *)
extension Bool: LabText {
  static var labSamples: [Bool] { [false, true] }
}

@available(SwiftStdlib 6.2, *)
extension String: LabComparable, LabText {
  static var labSamples: [String] { ["", "swift", "12", "3.5", "#3366cc"] }
  static var labBounds: (lower: String, upper: String) { ("a", "m") }
  static var labThreshold: String { "m" }
}

@available(SwiftStdlib 6.2, *)
extension RGB: LabValue {
  static var labSamples: [RGB] {
    [RGB(red: 0, green: 0, blue: 0), RGB(red: 0x33, green: 0x66, blue: 0xCC), RGB(red: 0xFF, green: 0xFF, blue: 0xFF)]
  }
}
