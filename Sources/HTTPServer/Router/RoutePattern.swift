import Foundation

/// A parsed route path such as `/api/bindings/:name`: literal segments and named parameters.
@available(SwiftStdlib 6.2, *)
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

  /// Whether the pattern has no parameters, so the path alone, compared whole, finds it.
  var isLiteral: Bool {
    !segments.contains { if case .parameter = $0 { true } else { false } }
  }

  /// Whether `path` matches: as many segments, literal ones equal byte for byte, parameter ones
  /// not empty. ``PathParameters`` reads the parameter values later, if the handler asks.
  ///
  /// It reads the path's bytes through a `Span`, by integer offsets: every request that no
  /// literal route takes is compared with the parameterized routes one after another.
  /// - Complexity: O(*n*) in the length of the path.
  func matches(_ path: Span<UInt8>) -> Bool {
    var start = 0
    for position in segments.indices {
      var end = start
      while end < path.count && path[end] != UInt8(ascii: "/") { end += 1 }
      let isLast = position == segments.count - 1
      guard isLast == (end == path.count) else { return false }
      switch segments[position] {
      case .literal(let literal):
        guard end - start == literal.count else { return false }
        for offset in literal.indices where path[start + offset] != literal[offset] { return false }
      case .parameter:
        guard end > start else { return false }
      }
      start = end + 1
    }
    return true
  }

  /// Segment `position` (counted like ``segments``) of a path that matched a pattern with more
  /// than `position` segments.
  static func segment(_ position: Int, of path: String) -> Substring {
    let bytes = path.utf8.span
    var start = 0
    var separators = 0
    while separators < position {
      if bytes[start] == UInt8(ascii: "/") { separators += 1 }
      start += 1
    }
    var end = start
    while end < bytes.count && bytes[end] != UInt8(ascii: "/") { end += 1 }
    let utf8 = path.utf8
    return Substring(utf8[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)])
  }

  /// The path's segments between `/` bytes, as URLs define them.
  ///
  /// Split by UTF-8 bytes, not `Character`s: a `/` followed by a combining mark is still a
  /// separator, as ``matches(_:)`` sees it.
  private static func split(_ path: String) -> [Substring] {
    path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).map { Substring($0) }
  }
}
