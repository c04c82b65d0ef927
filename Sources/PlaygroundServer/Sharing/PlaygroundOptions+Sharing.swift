import Foundation

@available(SwiftStdlib 6.2, *)
extension PlaygroundOptions {
  /// Whether the playground is reachable from other machines, so writes need the presenter's
  /// token: `--share`, or a `--host` that is not a loopback address.
  ///
  /// An address that is not a loopback literal counts as shared, so a mistyped or unusual host
  /// fails safe (read-only for everyone but the presenter) rather than open.
  ///
  /// ```swift
  /// PlaygroundOptions().isShared                         // false
  /// PlaygroundOptions(host: "0.0.0.0").isShared          // true
  /// PlaygroundOptions(host: "::1").isShared              // false
  /// PlaygroundOptions(share: true).isShared              // true
  /// ```
  public var isShared: Bool { share || !Self.isLoopback(host) }

  static func isLoopback(_ host: String) -> Bool {
    let literal = host.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
    if literal == "localhost" { return true }
    var ipv4 = in_addr()
    if inet_pton(AF_INET, literal, &ipv4) == 1 {
      return UInt32(bigEndian: ipv4.s_addr) >> 24 == 127
    }
    var ipv6 = in6_addr()
    guard inet_pton(AF_INET6, literal, &ipv6) == 1 else { return false }
    return withUnsafeBytes(of: &ipv6) { bytes in bytes.dropLast().allSatisfy { $0 == 0 } && bytes.last == 1 }
  }
}
