// Numbers are spelled by hand where that is exact (integers, ``ShortDecimal``s): `Double.description`
// was a fifth of a write record's serialization in callgrind.

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
      // Below 2^31 doubles lie closer than half of 10^-4 apart, as ShortDecimal requires.
      if abs(value) < 0x1p31, let decimal = ShortDecimal(near: value, readsBack: { $0 == value }) {
        json.appendDecimal(decimal)
      } else {
        json.appendUTF8(of: value.description)
      }
    }
  }

  /// Appends a decimal, such as `-0.05`.
  private mutating func appendDecimal(_ decimal: ShortDecimal) {
    let divisor = UInt(decimal.divisor)
    let (whole, fraction) = decimal.scaled.magnitude.quotientAndRemainder(dividingBy: divisor)
    if decimal.scaled < 0 { output.append(UInt8(ascii: "-")) }
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
