import Foundation

/// A parsed route path such as `/api/bindings/:name`: literal segments and named parameters.
struct RoutePattern: Hashable, Sendable {
  enum Segment: Hashable, Sendable {
    /// The segment's bytes, compared byte for byte with the path's.
    case literal([UInt8])
    case parameter(String)
  }

  let text: String
  let segments: [Segment]

  init(_ text: String) {
    precondition(text.hasPrefix("/"), "route paths start with '/': \(text)")
    self.text = text
    segments = Self.split(text).map { part in
      part.hasPrefix(":") ? .parameter(String(part.dropFirst())) : .literal(Array(part.utf8))
    }
  }

  /// Whether the pattern has no parameters, so a dictionary lookup on the path finds it.
  var isLiteral: Bool {
    !segments.contains { if case .parameter = $0 { true } else { false } }
  }

  /// The parameter values when `path` matches, or `nil`.
  ///
  /// Walks the path's bytes segment by segment against the pattern, building no array of
  /// segments: splitting first was half of routing a playground write in callgrind.
  /// - Complexity: O(*n*) in the length of the path.
  func match(_ path: String) -> [String: String]? {
    var path = path
    return path.withUTF8(match)
  }

  private func match(_ bytes: UnsafeBufferPointer<UInt8>) -> [String: String]? {
    var start = 0
    var parameters: [String: String] = [:]
    for (position, segment) in segments.enumerated() {
      var end = start
      while end < bytes.count, bytes[end] != UInt8(ascii: "/") { end += 1 }
      let isLast = position == segments.count - 1
      guard isLast == (end == bytes.count) else { return nil }
      let part = UnsafeBufferPointer(rebasing: bytes[start..<end])
      switch segment {
      case .literal(let literal):
        // Lengths first, then memcmp: the generic elementsEqual cost ~130 instructions a segment.
        guard literal.count == part.count,
          part.isEmpty || literal.withUnsafeBufferPointer({ memcmp($0.baseAddress!, part.baseAddress!, $0.count) == 0 })
        else { return nil }
      case .parameter(let name):
        guard !part.isEmpty else { return nil }
        parameters[name] = String(decoding: part, as: UTF8.self)
      }
      start = end + 1
    }
    return parameters
  }

  /// The path's segments between `/` bytes, as URLs define them.
  ///
  /// Split by UTF-8 bytes, not `Character`s: a `/` followed by a combining mark is still a
  /// separator, as ``match(_:)`` sees it.
  private static func split(_ path: String) -> [Substring] {
    path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).map { Substring($0) }
  }
}
