/// A limit as the API's descriptions write it, made from the constant that sets it so that the
/// two cannot drift apart.
///
/// ```swift
/// LimitText.count(10_000)   // "10,000"
/// LimitText.bytes(16 << 20) // "16 MiB"
/// LimitText.bytes(4096)     // "4 KiB"
/// ```
@available(SwiftStdlib 6.2, *)
package enum LimitText {
  /// `count` with a comma between each group of three digits.
  package static func count(_ count: Int) -> String {
    let digits = Array(String(count.magnitude))
    var text = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { text.append(",") }
      text.append(digit)
    }
    return count < 0 ? "-" + text : text
  }

  /// `bytes` in the largest of MiB and KiB that divides it, else in bytes.
  package static func bytes(_ bytes: Int) -> String {
    if bytes > 0 && bytes % (1 << 20) == 0 { return "\(count(bytes >> 20)) MiB" }
    if bytes > 0 && bytes % (1 << 10) == 0 { return "\(count(bytes >> 10)) KiB" }
    return "\(count(bytes)) bytes"
  }
}
