import Foundation

/// A site allowed to show a server's embeddable pages in a frame: an origin, `scheme://host[:port]`.
///
/// The server refuses every frame by default (`frame-ancestors 'none'`). Origins listed in
/// ``Configuration/frameOrigins`` may frame the pages registered with
/// ``Router/page(_:file:embeddable:exists:)`` and `embeddable: true`, and only those; the
/// browser enforces it through `Content-Security-Policy: frame-ancestors 'self' <origins>`.
///
/// An origin is checked strictly, since it is written into a header: `http` or `https`; a DNS
/// name (labels of 1 to 63 letters, digits and dashes), an IPv4 address (four numbers from 0 to
/// 255) or a bracketed IPv6 address that `inet_pton` reads; and an optional port from 1 to
/// 65535. A path, query, fragment, user name, wildcard or CSP keyword is refused; a single
/// trailing `/` (what an address bar shows) is dropped. Scheme and host are compared without
/// case, so they are kept in lower case, and the port is kept without leading zeros.
///
/// ```swift
/// try FrameOrigin("https://Course.Example").text      // "https://course.example"
/// try FrameOrigin("http://127.0.0.1:8000/").text       // "http://127.0.0.1:8000"
/// try FrameOrigin("https://course.example/unit-3")     // throws: an origin has no path
/// try FrameOrigin("https://*.example.com")             // throws: no wildcards
/// try FrameOrigin("https://999.999.999.999")           // throws: not an IPv4 address
/// try FrameOrigin("https://[:]")                       // throws: not an IPv6 address
/// ```
@available(SwiftStdlib 6.2, *)
public struct FrameOrigin: Hashable, Sendable, CustomStringConvertible {
  /// The origin as it goes into the header: lower-case scheme and host, and the port if given.
  public let text: String

  /// Why a text is not an origin; its description is a one-line message naming the text.
  public struct Invalid: Error, Equatable, CustomStringConvertible {
    /// The message.
    public var description: String
  }

  /// Checks `text` and keeps it in the header's form.
  /// - Parameter text: An origin such as `https://course.example` or `http://127.0.0.1:8000`.
  /// - Throws: ``Invalid`` for anything that is not exactly `scheme://host[:port]`.
  public init(_ text: String) throws(Invalid) {
    func refuse(_ reason: String) -> Invalid {
      Invalid(description: "\"\(text)\" is not an origin: \(reason) (write scheme://host or scheme://host:port)")
    }
    guard let separator = text.range(of: "://") else { throw refuse("it has no scheme") }
    let scheme = text[..<separator.lowerBound].lowercased()
    guard scheme == "http" || scheme == "https" else { throw refuse("the scheme must be http or https") }
    var authority = Substring(text[separator.upperBound...])
    if authority.hasSuffix("/") { authority = authority.dropLast() }
    if authority.contains("*") { throw refuse("wildcards are not allowed; list each origin") }
    if let misplaced = authority.first(where: { "/?#".contains($0) }) {
      throw refuse(misplaced == "/" ? "an origin has no path" : "an origin has no query or fragment")
    }
    if authority.contains("@") { throw refuse("an origin has no user name") }
    let (host, port) = try Self.split(authority, refuse: refuse)
    if let problem = Self.problem(withHost: host) { throw refuse(problem) }
    var portSuffix = ""
    if let port {
      guard let number = Self.port(port) else { throw refuse("the port must be a number from 1 to 65535") }
      portSuffix = ":\(number)"
    }
    self.text = "\(scheme)://\(host.lowercased())" + portSuffix
  }

  /// The origin's text.
  public var description: String { text }

  /// The host and the port of `authority`; a bracketed IPv6 host keeps its brackets.
  private static func split(
    _ authority: Substring, refuse: (String) -> Invalid
  ) throws(Invalid) -> (host: Substring, port: Substring?) {
    if authority.hasPrefix("[") {
      guard let close = authority.firstIndex(of: "]") else { throw refuse("an IPv6 address needs its closing ]") }
      let host = authority[...close]
      let rest = authority[authority.index(after: close)...]
      if rest.isEmpty { return (host, nil) }
      guard rest.hasPrefix(":") else { throw refuse("only a port may follow the host") }
      return (host, rest.dropFirst())
    }
    guard let colon = authority.firstIndex(of: ":") else { return (authority, nil) }
    return (authority[..<colon], authority[authority.index(after: colon)...])
  }

  /// What is wrong with `host`, or `nil` for a DNS name, an IPv4 address or a bracketed IPv6
  /// address.
  ///
  /// A browser reads a host whose last label is a number as an IPv4 address (the URL
  /// standard), so such a host must be one: four decimal numbers from 0 to 255, as `inet_pton`
  /// reads them (no leading zeros, no hexadecimal). A DNS name is labels of 1 to 63 letters,
  /// digits and dashes, not starting or ending with a dash, at most 253 characters in all.
  private static func problem(withHost host: Substring) -> String? {
    if host.hasPrefix("[") {
      var address = in6_addr()
      let inside = String(host.dropFirst().dropLast())
      return inet_pton(AF_INET6, inside, &address) == 1 ? nil : "\(host) is not an IPv6 address"
    }
    let labels = host.split(separator: ".", omittingEmptySubsequences: false)
    if let last = labels.last, isNumber(last) {
      var address = in_addr()
      return inet_pton(AF_INET, String(host), &address) == 1
        ? nil : "\(host) is not an IPv4 address (four numbers from 0 to 255, such as 192.0.2.7)"
    }
    let isName =
      (1...253).contains(host.count)
      && labels.allSatisfy { label in
        (1...63).contains(label.count) && !label.hasPrefix("-") && !label.hasSuffix("-")
          && label.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
      }
    return isName ? nil : "the host must be a DNS name, an IPv4 address or a bracketed IPv6 address"
  }

  /// Whether a host's label is a number to the URL standard: decimal digits, or `0x` and
  /// hexadecimal digits.
  private static func isNumber(_ label: Substring) -> Bool {
    let lowered = label.lowercased()
    if lowered.hasPrefix("0x") { return lowered.dropFirst(2).allSatisfy { $0.isASCII && $0.isHexDigit } }
    return !label.isEmpty && label.allSatisfy(\.isASCIIDigit)
  }

  /// The port `text` names: decimal digits only, from 1 to 65535; `nil` otherwise. `Int(_:)`
  /// refuses a number too large for `Int` rather than wrapping it.
  private static func port(_ text: Substring) -> Int? {
    guard !text.isEmpty, text.allSatisfy(\.isASCIIDigit), let number = Int(text), (1...65535).contains(number) else {
      return nil
    }
    return number
  }
}

@available(SwiftStdlib 6.2, *)
extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
