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
  ///
  /// Walks the path's bytes segment by segment against the pattern, building no array of
  /// segments: splitting first was half of routing a playground write in callgrind.
  /// - Complexity: O(*n*) in the length of the path.
  func match(_ path: String) -> [String: String]? {
    let bytes = path.utf8
    var start = bytes.startIndex
    var parameters: [String: String] = [:]
    for (position, segment) in segments.enumerated() {
      let end = bytes[start...].firstIndex(of: UInt8(ascii: "/")) ?? bytes.endIndex
      let isLast = position == segments.count - 1
      guard isLast == (end == bytes.endIndex) else { return nil }
      let part = path[start..<end]
      switch segment {
      case .literal(let literal):
        guard literal.utf8.elementsEqual(part.utf8) else { return nil }
      case .parameter(let name):
        guard !part.isEmpty else { return nil }
        parameters[name] = String(part)
      }
      if !isLast { start = bytes.index(after: end) }
    }
    return parameters
  }

  /// The path's segments between `/` bytes, as URLs define them.
  ///
  /// Split by UTF-8 bytes, not `Character`s: a `/` followed by a combining mark is still a
  /// separator, as ``match(_:)`` sees it.
  static func split(_ path: String) -> [Substring] {
    path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).map { Substring($0) }
  }
}
