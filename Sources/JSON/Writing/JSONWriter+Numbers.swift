// The one number formatter and the one integer writer.

@available(SwiftStdlib 6.2, *)
extension JSONWriter {
  /// Writes an integer in decimal.
  mutating func writeInteger(_ value: Int) {
    if value < 0 { append(UInt8(ascii: "-")) }
    writeDigits(of: value.magnitude)
  }

  /// Writes a number as Swift's `description` spells it, the shortest text that reads back as
  /// the same `Double`, without the `.0` of an integral value (`1`, not `1.0`; `-0` keeps its
  /// sign). A non-finite number, which JSON cannot spell, is written as the string Swift prints:
  /// `"inf"`, `"-inf"` or `"nan"`.
  mutating func writeNumber(_ value: Double) {
    guard value.isFinite else { return writeString(value.description) }
    if value == 0, value.sign == .minus { return appendUTF8(of: "-0") }
    // Below 2^53 an integral value's description is its digits and ".0", so its digits are
    // written as an integer's. (Converting to `Int` truncates, so it tells integral values
    // apart where it is exact.)
    if abs(value) < 0x1p53, Double(Int(value)) == value { return writeInteger(Int(value)) }
    // Below 2^31 doubles lie closer than half of 10^-4 apart, as ShortDecimal requires.
    if abs(value) < 0x1p31, let decimal = ShortDecimal(near: value, readsBack: { $0 == value }) {
      return writeDecimal(decimal)
    }
    appendUTF8(of: value.description)
    if bytes[bytes.count - 2] == UInt8(ascii: "."), bytes[bytes.count - 1] == UInt8(ascii: "0") {
      removeLast(2)
    }
  }

  /// Writes `decimal` as its digits with the point set before the last `fractionDigits` of
  /// them, zero-padded to one digit before the point: `-0.05`.
  private mutating func writeDecimal(_ decimal: ShortDecimal) {
    if decimal.scaled < 0 { append(UInt8(ascii: "-")) }
    let digits = decimal.scaled.magnitude
    // The units digit is the one whose place is 10^fractionDigits; the first digit written is
    // that one or the highest above it that `digits` has.
    let units = ShortDecimal.powerOfTen(decimal.fractionDigits)
    var place = units
    while digits / place >= 10 { place *= 10 }
    repeat {
      append(UInt8(ascii: "0") + UInt8(digits / place % 10))
      place /= 10
    } while place >= units
    append(UInt8(ascii: "."))
    repeat {
      append(UInt8(ascii: "0") + UInt8(digits / place % 10))
      place /= 10
    } while place > 0
  }

  /// Writes the decimal digits of `value`, most significant first.
  private mutating func writeDigits(of value: UInt) {
    let start = bytes.count
    var rest = value
    repeat {
      append(UInt8(ascii: "0") + UInt8(rest % 10))
      rest /= 10
    } while rest > 0
    reverseBytes(from: start)
  }

  /// Reverses the bytes from `start` on, in place: digits are produced last first.
  private mutating func reverseBytes(from start: Int) {
    var low = start
    var high = bytes.count - 1
    while low < high {
      swapBytes(low, high)
      low += 1
      high -= 1
    }
  }
}

@available(SwiftStdlib 6.2, *)
extension JSONValue {
  /// A number holding `value` as Swift prints it: the `Double` nearest the float's shortest
  /// decimal, so that `Float(0.1)` is written `0.1` rather than `0.10000000149011612`. A
  /// non-finite float stays non-finite, and `-0` keeps its sign.
  ///
  /// ```swift
  /// JSONValue(Float(0.1)).serialized()   // 0.1
  /// JSONValue.number(Double(Float(0.1))).serialized()   // 0.10000000149011612
  /// ```
  /// - Parameter value: The float.
  public init(_ value: Float) {
    guard value.isFinite, value != 0 else {
      self = .number(Double(value))
      return
    }
    // Below 128 floats lie closer than half of 10^-4 apart, as ShortDecimal requires.
    if abs(value) < 128, let decimal = ShortDecimal(near: Double(value), readsBack: { Float($0) == value }) {
      self = .number(decimal.value)
    } else {
      self = .number(Double(value.description) ?? Double(value))
    }
  }
}
