// Numbers are spelled by hand where that is exact (integers, ``ShortDecimal``s): `Double.description`
// was a fifth of a write record's serialization in callgrind. Each number goes into the output as
// one piece, its digits written straight into the buffer.

extension JSONWriter {
  /// Writes an integer in decimal, without going through a `String`.
  mutating func integer(_ value: Int) {
    // A sign and at most 19 digits (`Int.min`).
    piece(atMost: 20, completesValue: true) { free in
      guard value < 0 else { return Self.writeDigits(of: value.magnitude, at: free) }
      free.initialize(to: UInt8(ascii: "-"))
      return 1 + Self.writeDigits(of: value.magnitude, at: free + 1)
    }
  }

  /// Writes a number: integral values without ".0" (`1`, not `1.0`), others in Swift's shortest
  /// form that reads back exactly, non-finite ones as `null` (JSON has no spelling for them).
  mutating func number(_ value: Double) {
    guard value.isFinite else { return null() }
    // Below 1e15 truncating to `Int` is exact, so it tells integral values apart without
    // `rounded()`, a call into libm.
    if abs(value) < 1e15, Double(Int(value)) == value { return integer(Int(value)) }
    // Below 2^31 doubles lie closer than half of 10^-4 apart, as ShortDecimal requires.
    if abs(value) < 0x1p31, let decimal = ShortDecimal(near: value, readsBack: { $0 == value }) {
      self.decimal(decimal)
    } else {
      beginValue()
      appendUTF8(of: value.description)
    }
  }

  /// Writes a decimal, such as `-0.05`.
  private mutating func decimal(_ decimal: ShortDecimal) {
    // A sign, the whole part's digits (at most 20), the point and at most four fraction digits.
    piece(atMost: 26, completesValue: true) { free in
      let (whole, fraction) = decimal.scaled.magnitude.quotientAndRemainder(dividingBy: UInt(decimal.divisor))
      var length = 0
      if decimal.scaled < 0 {
        free.initialize(to: UInt8(ascii: "-"))
        length = 1
      }
      length += Self.writeDigits(of: whole, at: free + length)
      (free + length).initialize(to: UInt8(ascii: "."))
      length += 1
      // The fraction's digits from the last, zero-padded to `fractionDigits` (`0.05`).
      var rest = fraction
      for index in (length..<length + decimal.fractionDigits).reversed() {
        (free + index).initialize(to: UInt8(ascii: "0") + UInt8(rest % 10))
        rest /= 10
      }
      return length + decimal.fractionDigits
    }
  }

  /// Writes the decimal digits of `magnitude` at `free`, most significant first.
  ///
  /// - Returns: How many digits it wrote, 1 to 20.
  private static func writeDigits(of magnitude: UInt, at free: UnsafeMutablePointer<UInt8>) -> Int {
    var length = 1
    var bound: UInt = 10
    // 10^19 is the largest power of ten a `UInt` holds; a number at least that large has 20 digits.
    while length < 20, magnitude >= bound {
      length += 1
      bound &*= 10
    }
    var rest = magnitude
    for index in (0..<length).reversed() {
      (free + index).initialize(to: UInt8(ascii: "0") + UInt8(rest % 10))
      rest /= 10
    }
    return length
  }
}
