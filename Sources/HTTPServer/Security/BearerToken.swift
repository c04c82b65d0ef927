/// A secret that authorizes requests carrying it as `Authorization: Bearer <token>`.
///
/// Make one per launch with ``random(byteCount:)`` and hand its ``text`` only to the person who
/// may write; ``Router/requireBearerToken(_:for:except:)`` refuses the other requests. The token's
/// `description` never shows the secret, so interpolating it into a log line cannot leak it.
///
/// ```swift
/// let token = BearerToken.random()
/// token.text.count          // 64 (hex digits of 32 random bytes)
/// "\(token)"                // "BearerToken(redacted)"
/// token.authorizes("Bearer \(token.text)")   // true
/// token.authorizes("Bearer guess")           // false
/// ```
@available(SwiftStdlib 6.2, *)
public struct BearerToken: Sendable, CustomStringConvertible, CustomReflectable {
  /// The secret as sent in the header; lower-case hex digits.
  public let text: String
  private let bytes: [UInt8]

  /// Wraps an existing secret (for tests, or a token shared between processes).
  /// - Parameter text: The secret; must not be empty.
  public init(_ text: String) {
    precondition(!text.isEmpty, "a bearer token cannot be empty")
    self.text = text
    bytes = Array(text.utf8)
  }

  /// A fresh token from the system's cryptographically secure random source.
  ///
  /// `SystemRandomNumberGenerator` reads `getrandom(2)` on Linux (the kernel CSPRNG, which
  /// blocks only until it is first seeded) and `arc4random_buf` on Apple platforms.
  /// - Parameter byteCount: Random bytes; at least 16 (128 bits). Default 32 (256 bits).
  /// - Returns: The token, `2 * byteCount` hex digits.
  public static func random(byteCount: Int = 32) -> BearerToken {
    precondition(byteCount >= 16, "a bearer token needs at least 128 bits")
    var generator = SystemRandomNumberGenerator()
    let digits = Array("0123456789abcdef".utf8)
    var hex: [UInt8] = []
    hex.reserveCapacity(byteCount * 2)
    for _ in 0..<byteCount {
      let byte = UInt8.random(in: .min ... .max, using: &generator)
      hex += [digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]]
    }
    return BearerToken(String(decoding: hex, as: UTF8.self))
  }

  /// Never the secret.
  public var description: String { "BearerToken(redacted)" }

  /// No children, so `dump(_:)` and debuggers do not show the secret either.
  public var customMirror: Mirror { Mirror(self, children: [:]) }

  /// Whether an `Authorization` header value presents this token.
  ///
  /// The scheme `Bearer` is matched without case; the comparison of the secret takes the same
  /// time wherever the first differing byte is, so response timing does not reveal a prefix.
  /// - Parameter authorization: The header value, or `nil` when the request had none.
  /// - Returns: `true` only for `Bearer <this token>`.
  /// - Complexity: O(*n*) in the token's length, whatever was presented.
  public func authorizes(_ authorization: String?) -> Bool {
    guard let presented = Self.credentials(in: authorization) else { return false }
    return ConstantTime.equals(presented, bytes)
  }

  /// The credentials after `Bearer `, or `nil` for another scheme or an empty value.
  private static func credentials(in authorization: String?) -> String.UTF8View? {
    guard let authorization else { return nil }
    let value = Substring(authorization).trimmingSpaces()
    guard let space = value.firstIndex(where: { $0 == " " || $0 == "\t" }),
      String(value[..<space]).caseInsensitiveEquals("Bearer")
    else { return nil }
    let credentials = value[space...].trimmingSpaces()
    return credentials.isEmpty ? nil : credentials.utf8
  }
}

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
