/// A parsed route path such as `/api/bindings/:name`: literal segments and named parameters.
struct RoutePattern: Hashable, Sendable {
  enum Segment: Hashable, Sendable {
    case literal(String)
    case parameter(String)
  }

  let text: String
  let segments: [Segment]

  init(_ text: String) {
    precondition(text.hasPrefix("/"), "route paths start with '/': \(text)")
    self.text = text
    segments = Self.split(text).map { part in
      part.hasPrefix(":") ? .parameter(String(part.dropFirst())) : .literal(String(part))
    }
  }

  /// Whether the pattern has no parameters, so a dictionary lookup on the path finds it.
  var isLiteral: Bool {
    !segments.contains { if case .parameter = $0 { true } else { false } }
  }

  /// The parameter values when `path` matches, or `nil`.
  /// - Complexity: O(*n*) in the number of segments.
  func match(_ pathSegments: [Substring]) -> [String: String]? {
    guard pathSegments.count == segments.count else { return nil }
    var parameters: [String: String] = [:]
    for (segment, part) in zip(segments, pathSegments) {
      switch segment {
      case .literal(let literal):
        guard literal == part else { return nil }
      case .parameter(let name):
        guard !part.isEmpty else { return nil }
        parameters[name] = String(part)
      }
    }
    return parameters
  }

  /// The path's segments between `/` bytes, as URLs define them.
  ///
  /// Split by UTF-8 bytes, not `Character`s: grapheme breaking made this a twentieth of a
  /// playground write in callgrind, and a `/` followed by a combining mark is still a separator.
  static func split(_ path: String) -> [Substring] {
    path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).map { Substring($0) }
  }
}
