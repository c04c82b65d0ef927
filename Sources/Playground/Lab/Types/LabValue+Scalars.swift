// The lab's scalar types: the numbers `.to(_:)` converts between, Bool, String and RGB.

extension Float: LabFloatingPoint {
  static var labSamples: [Float] { [0, 0.1, 0.5, 1, -2.5, 1e30] }
}

extension Double: LabFloatingPoint {
  static var labSamples: [Double] { [0, 0.1, 0.5, 1, -2.5, 1e300] }
}

extension Int: LabInteger {
  static var labSamples: [Int] { [0, 1, -7, 42, 1_000, .max] }
}

extension Int8: LabInteger {
  static var labSamples: [Int8] { [0, 1, -1, 42, .max, .min] }
}

extension UInt8: LabInteger {
  static var labSamples: [UInt8] { [0, 1, 42, 128, .max] }
}

extension Bool: LabText {
  static var labSamples: [Bool] { [false, true] }
}

extension String: LabComparable, LabText {
  static var labSamples: [String] { ["", "swift", "12", "3.5", "#3366cc"] }
  static var labBounds: (lower: String, upper: String) { ("a", "m") }
  static var labThreshold: String { "m" }
}

extension RGB: LabValue {
  static var labSamples: [RGB] {
    [RGB(red: 0, green: 0, blue: 0), RGB(red: 0x33, green: 0x66, blue: 0xCC), RGB(red: 0xFF, green: 0xFF, blue: 0xFF)]
  }
}
