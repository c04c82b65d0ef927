// Numbers are spelled by hand where that is exact: `Double.description` was a fifth of a write
// record's serialization in callgrind, and slider values, durations and counts are all either
// integral or have a few decimals. Every other number still goes through `description`.

extension JSONWriter {
  /// Writes an integer in decimal, without going through a `String`.
  mutating func integer(_ value: Int) {
    scalar { json in
      if value < 0 { json.output.append(UInt8(ascii: "-")) }
      json.appendDigits(of: value.magnitude)
    }
  }

  /// Writes a number: integral values without ".0" (`1`, not `1.0`), others in Swift's shortest
  /// form that reads back exactly, non-finite ones as `null` (JSON has no spelling for them).
  mutating func number(_ value: Double) {
    guard value.isFinite else { return null() }
    if value == value.rounded(), abs(value) < 1e15 { return integer(Int(value)) }
    scalar { json in
      if let (scaled, fractionDigits) = Self.shortDecimal(value) {
        json.appendDecimal(scaled, fractionDigits: fractionDigits)
      } else {
        json.appendUTF8(of: value.description)
      }
    }
  }

  /// The most fraction digits the hand-spelled path handles.
  private static let maximumFractionDigits = 4
  private static let powersOfTen: [Double] = [1, 10, 100, 1_000, 10_000]

  /// `value` as `scaled / 10^fractionDigits` with the fewest fraction digits (at most four), when
  /// that decimal reads back as exactly `value`; `nil` otherwise.
  ///
  /// Dividing two exact integers rounds correctly, as parsing the decimal does, so a decimal that
  /// divides back to `value` is one that reads back to it. Below 2^31 doubles lie closer than
  /// half of 10^-4, so no other decimal with as few digits reads back to `value`: it is the
  /// shortest one, the text `Double.description` chooses.
  static func shortDecimal(_ value: Double) -> (scaled: Int, fractionDigits: Int)? {
    guard abs(value) < 0x1p31 else { return nil }
    for fractionDigits in 1...maximumFractionDigits {
      let power = powersOfTen[fractionDigits]
      let scaled = (value * power).rounded()
      if scaled / power == value { return (Int(scaled), fractionDigits) }
    }
    return nil
  }

  /// Appends `scaled / 10^fractionDigits` in decimal, such as `-0.05` for `(-5, 2)`.
  private mutating func appendDecimal(_ scaled: Int, fractionDigits: Int) {
    let divisor = UInt(Self.powersOfTen[fractionDigits])
    let (whole, fraction) = scaled.magnitude.quotientAndRemainder(dividingBy: divisor)
    if scaled < 0 { output.append(UInt8(ascii: "-")) }
    appendDigits(of: whole)
    output.append(UInt8(ascii: "."))
    var place = divisor / 10
    while place > 0 {
      output.append(UInt8(ascii: "0") + UInt8(fraction / place % 10))
      place /= 10
    }
  }

  /// Appends the decimal digits of `magnitude`, most significant first.
  private mutating func appendDigits(of magnitude: UInt) {
    var place: UInt = 1
    while place <= magnitude / 10 { place *= 10 }
    repeat {
      output.append(UInt8(ascii: "0") + UInt8(magnitude / place % 10))
      place /= 10
    } while place > 0
  }
}
