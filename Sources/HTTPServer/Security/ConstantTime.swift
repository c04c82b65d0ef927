/// Comparisons whose duration does not depend on where the inputs differ.
@available(SwiftStdlib 6.2, *)
enum ConstantTime {
  /// Whether `presented` equals `secret`, visiting every byte of `secret` whatever happens.
  ///
  /// Only the lengths may show in the timing; the attacker knows the presented length already,
  /// and the secret's length is no secret (its format is documented).
  /// - Complexity: O(*n*) in the length of `secret`.
  static func equals(_ presented: some Collection<UInt8>, _ secret: [UInt8]) -> Bool {
    var difference: UInt8 = presented.count == secret.count ? 0 : 1
    var index = presented.startIndex
    for byte in secret {
      let other: UInt8
      if index != presented.endIndex {
        other = presented[index]
        presented.formIndex(after: &index)
      } else {
        other = ~byte  // keeps the loop's work the same after a short input ends
      }
      difference |= other ^ byte
    }
    return difference == 0
  }
}
