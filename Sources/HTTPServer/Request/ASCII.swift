/// ASCII rules HTTP applies to bytes: names and tokens compare without regard to case.
@available(SwiftStdlib 6.2, *)
enum ASCII {
  /// `byte` with an upper-case ASCII letter turned into lower case; every other byte as it is.
  static func lowercased(_ byte: UInt8) -> UInt8 {
    byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
  }

  /// Whether two byte sequences are equal when ASCII letters are compared without case.
  static func caseInsensitiveEquals(_ bytes: some Collection<UInt8>, _ other: some Collection<UInt8>) -> Bool {
    bytes.count == other.count && bytes.elementsEqual(other) { lowercased($0) == lowercased($1) }
  }

  /// Whether `bytes[range]` equals `other` when ASCII letters are compared without case.
  static func caseInsensitiveEquals(_ bytes: Span<UInt8>, _ range: Range<Int>, _ other: Span<UInt8>) -> Bool {
    guard range.count == other.count else { return false }
    for offset in other.indices where lowercased(bytes[range.lowerBound + offset]) != lowercased(other[offset]) {
      return false
    }
    return true
  }
}

@available(SwiftStdlib 6.2, *)
extension String {
  /// ASCII case-insensitive equality, as HTTP compares header names and tokens; allocates
  /// nothing. Letters outside ASCII compare exactly.
  func caseInsensitiveEquals(_ other: String) -> Bool {
    // Names are mostly spelled alike: equal bytes are equal strings, and `==` compares them faster
    // than the byte loop does.
    utf8.count == other.utf8.count && (self == other || ASCII.caseInsensitiveEquals(utf8, other.utf8))
  }
}
