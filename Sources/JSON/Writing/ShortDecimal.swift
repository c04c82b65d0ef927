/// A number written with one to four decimals, such as `0.35`: `scaled / 10^fractionDigits`.
///
/// Slider values, durations and the like are such numbers. Finding them arithmetically gives
/// the same decimal as Swift's shortest `description`, without printing it (and, for a `Float`,
/// parsing it back); every other number goes through `description`. The tests compare both
/// over a few hundred thousand values.
@available(SwiftStdlib 6.2, *)
struct ShortDecimal {
  /// The decimal's digits as an integer: 35 for `0.35`.
  var scaled: Int
  /// How many of those digits follow the point, 1 to 4.
  var fractionDigits: Int

  /// The decimal's value as the nearest `Double`, the one parsing its text gives.
  var value: Double { Double(scaled) / Double(Self.powerOfTen(fractionDigits)) }

  /// 10 to the power `exponent`, for the few fraction digits of a short decimal.
  static func powerOfTen(_ exponent: Int) -> UInt {
    var power: UInt = 1
    for _ in 0..<exponent { power *= 10 }
    return power
  }

  /// The decimal with the fewest fraction digits (at most four) near `number` that
  /// `readsBack` accepts, or `nil`.
  ///
  /// Dividing two exact integers rounds correctly, as parsing the decimal's text does, so
  /// ``value`` is what the text reads back as. Callers bound `number` so that their type's
  /// values lie closer than half of 10^-4 apart: then no other decimal with as few digits reads
  /// back to the same value, and the one found is the text `description` chooses.
  ///
  /// The same bound lets one try do for all four lengths. If a decimal *d* of *k* ≤ 4 fraction
  /// digits reads back as `number`, `number` lies within a quarter of 10^-4 of *d*, so
  /// `number × 10^4` rounds to *d* × 10^4, whose last 4 − *k* digits are zeros; dropping the
  /// trailing zeros of that one rounding finds the shortest such *d*, as trying *k* = 1, 2, 3, 4
  /// in turn would, with one multiplication, rounding and check instead of up to four.
  ///
  /// - Parameters:
  ///   - number: The number, or the `Double` holding a `Float`.
  ///   - readsBack: Whether a decimal's value reads back as the original number.
  init?(near number: Double, readsBack: (Double) -> Bool) {
    var scaled = Self.roundedHalfAwayFromZero(number * 10_000)
    guard readsBack(Double(scaled) / 10_000) else { return nil }
    var fractionDigits = 4
    while fractionDigits > 1, scaled % 10 == 0 {
      scaled /= 10
      fractionDigits -= 1
    }
    self.init(scaled: scaled, fractionDigits: fractionDigits)
  }

  private init(scaled: Int, fractionDigits: Int) {
    self.scaled = scaled
    self.fractionDigits = fractionDigits
  }

  /// `product.rounded()` as an `Int`: the truncated value and the fraction it leaves, which
  /// subtracting gives exactly.
  ///
  /// - Parameter product: The number to round. One of 2^62 or more in magnitude, or NaN, gives
  ///   0: it comes from a number far beyond every caller's bound, which 0 does not read back as.
  private static func roundedHalfAwayFromZero(_ product: Double) -> Int {
    guard abs(product) < 0x1p62 else { return 0 }
    let truncated = Int(product)
    let fraction = product - Double(truncated)
    if fraction >= 0.5 { return truncated + 1 }
    if fraction <= -0.5 { return truncated - 1 }
    return truncated
  }
}
