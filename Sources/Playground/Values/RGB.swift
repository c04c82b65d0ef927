/// A 24-bit color, the root of the color scene; shown and written as `"#rrggbb"`.
///
/// Standard library only (its JSON form is in RGB+PlaygroundValue.swift), so that the lab's
/// expression check can compile it next to the expressions it generates.
///
/// ```swift
/// RGB(hex: "#3366CC")?.hex   // "#3366cc"
/// RGB(hex: "blue")           // nil
/// ```
@available(SwiftStdlib 6.2, *)
struct RGB: Hashable, Sendable {
  /// The red channel.
  var red: UInt8
  /// The green channel.
  var green: UInt8
  /// The blue channel.
  var blue: UInt8

  /// Creates a color from its channels.
  init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// Black, the fallback of the closure-built color binding.
  static let black = RGB(red: 0, green: 0, blue: 0)

  /// Parses `"#rrggbb"` (either case); `nil` for anything else.
  ///
  /// - Parameter hex: `#` followed by exactly six hexadecimal digits.
  init?(hex: String) {
    let digits = hex.utf8.dropFirst()
    guard hex.utf8.first == UInt8(ascii: "#"), digits.count == 6,
      digits.allSatisfy({
        UInt8(ascii: "0")...UInt8(ascii: "9") ~= $0 || UInt8(ascii: "a")...UInt8(ascii: "f") ~= ($0 | 0x20)
      }),
      let packed = UInt32(String(hex.dropFirst()), radix: 16)
    else { return nil }
    self.init(red: UInt8(packed >> 16), green: UInt8((packed >> 8) & 0xFF), blue: UInt8(packed & 0xFF))
  }

  /// The color as lowercase `"#rrggbb"`.
  var hex: String {
    let packed = UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
    let digits = String(packed, radix: 16)
    return "#" + String(repeating: "0", count: 6 - digits.count) + digits
  }
}
