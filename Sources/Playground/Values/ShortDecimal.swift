/// A number written with one to four decimals, such as `0.35`: `scaled / 10^fractionDigits`.
///
/// Slider values, durations and the like are such numbers. Finding them arithmetically gives
/// the same decimal as Swift's shortest `description` at a fraction of its cost (printing and
/// parsing numbers was a fifth of a write record in callgrind); every other number still goes
/// through `description`.
struct ShortDecimal {
  /// The decimal's digits as an integer: 35 for `0.35`.
  var scaled: Int
  /// How many of those digits follow the point, 1 to 4.
  var fractionDigits: Int

  private static let powersOfTen: [Double] = [1, 10, 100, 1_000, 10_000]

  /// The decimal's value as the nearest `Double`, the one parsing its text gives.
  var value: Double { Double(scaled) / Self.powersOfTen[fractionDigits] }

  /// `10^fractionDigits`, the divisor that turns ``scaled`` into the decimal.
  var divisor: Int { Int(Self.powersOfTen[fractionDigits]) }

  /// The decimal with the fewest fraction digits (at most four) near `number` that
  /// `readsBack` accepts, or `nil`.
  ///
  /// Dividing two exact integers rounds correctly, as parsing the decimal's text does, so
  /// ``value`` is what the text reads back as. Callers bound `number` so that their type's
  /// values lie closer than half of 10^-4 apart: then no other decimal with as few digits reads
  /// back to the same value, and the one found is the text `description` chooses.
  ///
  /// - Parameters:
  ///   - number: The number, or the `Double` holding a `Float`.
  ///   - readsBack: Whether a decimal's value reads back as the original number.
  init?(near number: Double, readsBack: (Double) -> Bool) {
    for fractionDigits in 1..<Self.powersOfTen.count {
      let power = Self.powersOfTen[fractionDigits]
      let scaled = (number * power).rounded()
      if readsBack(scaled / power) {
        self.init(scaled: Int(scaled), fractionDigits: fractionDigits)
        return
      }
    }
    return nil
  }

  private init(scaled: Int, fractionDigits: Int) {
    self.scaled = scaled
    self.fractionDigits = fractionDigits
  }
}
