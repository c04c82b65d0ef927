/// The values of the `:name` segments of the route a request matched.
///
/// ```swift
/// router.get("/api/items/:id/parts/:part") { request in
///   request.parameters["id"]      // "7" for /api/items/7/parts/9
///   request.parameters["part"]    // "9"
///   request.parameters["other"]   // nil: the route has no such parameter
///   return Response.noContent
/// }
/// let request = Request(method: .get, path: "/api/items/7", parameters: ["id": "7"])  // in tests
/// ```
///
/// When a name appears twice in a route, the later segment's value counts.
@available(SwiftStdlib 6.2, *)
public struct PathParameters: Sendable, ExpressibleByDictionaryLiteral {
  private enum Storage: Sendable {
    /// A routed request: the values are read from the path when asked for, so routing builds
    /// no dictionary; a handler reads one or two parameters, usually once.
    case matched(path: String, segments: [RoutePattern.Segment])
    /// Values given by whoever created the request.
    case given([String: String])
  }

  private let storage: Storage

  /// Creates empty parameters, as a route without parameters has.
  public init() {
    storage = .given([:])
  }

  /// Creates parameters with the given values.
  /// - Parameter values: Values by parameter name, without the colon.
  public init(_ values: [String: String]) {
    storage = .given(values)
  }

  /// Creates parameters from literal pairs; a repeated name keeps its last value.
  /// - Parameter elements: Name and value pairs.
  public init(dictionaryLiteral elements: (String, String)...) {
    self.init(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }

  /// The parameters of `path`, which matched the route whose segments are `segments`.
  init(path: String, segments: [RoutePattern.Segment]) {
    storage = .matched(path: path, segments: segments)
  }

  /// The value of parameter `name`, percent-decoded like the path, or `nil` when the route has
  /// no such parameter. Bytes that are not UTF-8 read as U+FFFD.
  /// - Parameter name: The parameter's name in the route pattern, without the colon.
  public subscript(name: String) -> String? {
    switch storage {
    case .given(let values):
      return values[name]
    case .matched(let path, let segments):
      guard let position = segments.lastIndex(where: { $0.isParameter(named: name) }) else { return nil }
      // The path matched these segments, so it has a segment at `position`.
      return String(RoutePattern.segment(position, of: path))
    }
  }
}
