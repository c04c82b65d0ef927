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
  /// - Complexity: O(*n*) in the length of the path.
  func matches(_ path: String) -> Bool {
    var rest = Substring(path).utf8
    for (position, segment) in segments.enumerated() {
      let end = rest.firstIndex(of: UInt8(ascii: "/")) ?? rest.endIndex
      let isLast = position == segments.count - 1
      guard isLast == (end == rest.endIndex) else { return false }
      let part = rest[..<end]
      switch segment {
      case .literal(let literal):
        guard part.elementsEqual(literal) else { return false }
      case .parameter:
        guard !part.isEmpty else { return false }
      }
      if !isLast { rest = rest[rest.index(after: end)...] }
    }
    return true
  }

  /// Segment `position` (counted like ``segments``) of a path that matched a pattern with more
  /// than `position` segments.
  static func segment(_ position: Int, of path: String) -> Substring {
    let parts = path.utf8.split(separator: UInt8(ascii: "/"), maxSplits: position + 1, omittingEmptySubsequences: false)
    return Substring(parts[position])
  }

  /// The path's segments between `/` bytes, as URLs define them.
  ///
  /// Split by UTF-8 bytes, not `Character`s: a `/` followed by a combining mark is still a
  /// separator, as ``matches(_:)`` sees it.
  private static func split(_ path: String) -> [Substring] {
    path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).map { Substring($0) }
  }
}
