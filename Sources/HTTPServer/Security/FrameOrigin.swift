/// A site allowed to show a server's embeddable pages in a frame: an origin, `scheme://host[:port]`.
///
/// The server refuses every frame by default (`frame-ancestors 'none'`). Origins listed in
/// ``Configuration/frameOrigins`` may frame the pages registered with
/// ``Router/page(_:file:embeddable:exists:)`` and `embeddable: true`, and only those; the
/// browser enforces it through `Content-Security-Policy: frame-ancestors 'self' <origins>`.
///
/// An origin is checked strictly, since it is written into a header: `http` or `https`, a host
/// name, IPv4 address or bracketed IPv6 address, and an optional port from 1 to 65535. A path,
/// query, fragment, user name, wildcard or CSP keyword is refused; a single trailing `/` (what
/// an address bar shows) is dropped. Scheme and host are compared without case, so they are
/// kept in lower case.
///
/// ```swift
/// try FrameOrigin("https://Course.Example").text      // "https://course.example"
/// try FrameOrigin("http://127.0.0.1:8000/").text       // "http://127.0.0.1:8000"
/// try FrameOrigin("https://course.example/unit-3")     // throws: an origin has no path
/// try FrameOrigin("https://*.example.com")             // throws: no wildcards
/// ```
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
    guard Self.isHost(host) else { throw refuse("the host must be a name or an IP address") }
    if let port {
      guard let number = Int(port), port.allSatisfy(\.isASCIIDigit), (1...65535).contains(number) else {
        throw refuse("the port must be a number from 1 to 65535")
      }
    }
    self.text = "\(scheme)://\(host.lowercased())" + (port.map { ":\($0)" } ?? "")
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

  /// Whether `host` is a DNS name or IPv4 address (letters, digits, `-` and `.`, labels not
  /// empty) or a bracketed IPv6 address (hex digits, `:` and `.`).
  private static func isHost(_ host: Substring) -> Bool {
    if host.hasPrefix("[") {
      let inside = host.dropFirst().dropLast()
      return inside.contains(":") && inside.allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." }
    }
    let labels = host.split(separator: ".", omittingEmptySubsequences: false)
    return !host.isEmpty
      && labels.allSatisfy { label in
        !label.isEmpty && !label.hasPrefix("-") && !label.hasSuffix("-")
          && label.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
      }
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
