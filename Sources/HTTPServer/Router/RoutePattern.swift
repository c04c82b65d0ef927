import Foundation

/// A parsed route path such as `/api/bindings/:name`: literal segments and named parameters.
struct RoutePattern: Hashable, Sendable {
  enum Segment: Hashable, Sendable {
    /// The segment's bytes, compared byte for byte with the path's.
    case literal([UInt8])
    case parameter(String)

    func isParameter(named name: String) -> Bool {
      if case .parameter(name) = self { true } else { false }
    }
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

  /// Whether `path` matches: as many segments, literal ones equal byte for byte, parameter ones
  /// not empty. ``PathParameters`` reads the parameter values later, if the handler asks.
  ///
  /// Walks the path's bytes segment by segment against the pattern, building no array of
  /// segments: splitting first was half of routing a playground write in callgrind.
  /// - Complexity: O(*n*) in the length of the path.
  func matches(_ path: String) -> Bool {
    var path = path
    return path.withUTF8(matches)
  }

  private func matches(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var start = 0
    for (position, segment) in segments.enumerated() {
      let end = Self.end(ofSegmentFrom: start, in: bytes)
      let isLast = position == segments.count - 1
      guard isLast == (end == bytes.count) else { return false }
      let part = UnsafeBufferPointer(rebasing: bytes[start..<end])
      switch segment {
      case .literal(let literal):
        // Lengths first, then memcmp: the generic elementsEqual cost ~130 instructions a segment.
        guard literal.count == part.count,
          part.isEmpty || literal.withUnsafeBufferPointer({ memcmp($0.baseAddress!, part.baseAddress!, $0.count) == 0 })
        else { return false }
      case .parameter:
        guard !part.isEmpty else { return false }
      }
      start = end + 1
    }
    return true
  }

  /// The bytes of segment `position` (counted like ``segments``) of a path that matched a
  /// pattern with more than `position` segments.
  static func segment(_ position: Int, of bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
    var start = 0
    for _ in 0..<position { start = end(ofSegmentFrom: start, in: bytes) + 1 }
    return start..<end(ofSegmentFrom: start, in: bytes)
  }

  /// Where the segment starting at byte `start` ends: at the next `/`, or at the end.
  private static func end(ofSegmentFrom start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var end = start
    while end < bytes.count, bytes[end] != UInt8(ascii: "/") { end += 1 }
    return end
  }

  /// The path's segments between `/` bytes, as URLs define them.
  ///
  /// Split by UTF-8 bytes, not `Character`s: a `/` followed by a combining mark is still a
  /// separator, as ``match(_:)`` sees it.
  private static func split(_ path: String) -> [Substring] {
    path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).map { Substring($0) }
  }
}
