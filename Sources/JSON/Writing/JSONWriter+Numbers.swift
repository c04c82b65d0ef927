// The one number formatter and the one integer writer.

extension JSONWriter {
  /// Writes an integer in decimal.
  mutating func writeInteger(_ value: Int) {
    append(String(value))
  }

  /// Writes a number as Swift's `description` spells it, the shortest text that reads back as
  /// the same `Double`, without the `.0` of an integral value (`1`, not `1.0`; `-0` keeps its
  /// sign). A non-finite number, which JSON cannot spell, is written as the string Swift prints:
  /// `"inf"`, `"-inf"` or `"nan"`.
  mutating func writeNumber(_ value: Double) {
    let text = value.description
    guard value.isFinite else { return writeString(text) }
    append(text.hasSuffix(".0") ? String(text.dropLast(2)) : text)
  }
}
