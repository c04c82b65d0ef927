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

  /// Writes a decimal, such as `-0.05`: the digits of its scaled integer, zero-padded to have
  /// one before the point, with the point set before the last `fractionDigits` of them.
  private mutating func decimal(_ decimal: ShortDecimal) {
    // A sign, at most 20 digits and the point.
    piece(atMost: 22, completesValue: true) { free in
      var start = free
      if decimal.scaled < 0 {
        start.initialize(to: UInt8(ascii: "-"))
        start += 1
      }
      var rest = decimal.scaled.magnitude
      let digits = max(Self.digitCount(of: rest), decimal.fractionDigits + 1)
      var index = digits + 1
      for place in 0..<digits {
        if place == decimal.fractionDigits {
          index -= 1
          (start + index).initialize(to: UInt8(ascii: "."))
        }
        index -= 1
        (start + index).initialize(to: UInt8(ascii: "0") + UInt8(rest % 10))
        rest /= 10
      }
      return start - free + digits + 1
    }
  }

  /// How many decimal digits `magnitude` has, 1 to 20.
  private static func digitCount(of magnitude: UInt) -> Int {
    var count = 1
    var bound: UInt = 10
    // 10^19 is the largest power of ten a `UInt` holds; a number at least that large has 20 digits.
    while count < 20, magnitude >= bound {
      count += 1
      bound &*= 10
    }
    return count
  }

  /// Writes the decimal digits of `magnitude` at `free`, most significant first.
  ///
  /// - Returns: How many digits it wrote, 1 to 20.
  private static func writeDigits(of magnitude: UInt, at free: UnsafeMutablePointer<UInt8>) -> Int {
    let length = digitCount(of: magnitude)
    var rest = magnitude
    for index in (0..<length).reversed() {
      (free + index).initialize(to: UInt8(ascii: "0") + UInt8(rest % 10))
      rest /= 10
    }
    return length
  }
}
