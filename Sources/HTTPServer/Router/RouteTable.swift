/// What a route leads to.
enum Endpoint: Sendable {
  case handler(Router.Handler)
  case events(EventStream)
}

/// The routes by path, then by method, and the lookup the server runs for every request.
struct RouteTable: Sendable {
  /// The outcome of looking a request up.
  enum Match {
    case found(Endpoint, parameters: [String: String])
    case methodNotAllowed(allowed: [HTTPMethod])
    case notFound
  }

  private var literal: [String: [HTTPMethod: Endpoint]] = [:]
  private var parameterized: [(pattern: RoutePattern, endpoints: [HTTPMethod: Endpoint])] = []

  mutating func insert(_ endpoint: Endpoint, method: HTTPMethod, pattern: RoutePattern) {
    if pattern.isLiteral {
      precondition(literal[pattern.text]?[method] == nil, "route registered twice: \(method) \(pattern.text)")
      literal[pattern.text, default: [:]][method] = endpoint
    } else if let index = parameterized.firstIndex(where: { $0.pattern == pattern }) {
      precondition(parameterized[index].endpoints[method] == nil, "route registered twice: \(method) \(pattern.text)")
      parameterized[index].endpoints[method] = endpoint
    } else {
      parameterized.append((pattern, [method: endpoint]))
    }
  }

  /// Finds the endpoint for `method` and `path`; `HEAD` falls back to `GET`.
  /// - Complexity: O(1) for literal routes, else O(*r*) in the number of parameterized routes.
  func match(_ method: HTTPMethod, _ path: String) -> Match {
    if let endpoints = literal[path] {
      return Self.select(method, in: endpoints, parameters: [:])
    }
    let segments = RoutePattern.split(path)
    for route in parameterized {
      if let parameters = route.pattern.match(segments) {
        return Self.select(method, in: route.endpoints, parameters: parameters)
      }
    }
    return .notFound
  }

  private static func select(_ method: HTTPMethod, in endpoints: [HTTPMethod: Endpoint], parameters: [String: String])
    -> Match
  {
    if let endpoint = endpoints[method] ?? (method == .head ? endpoints[.get] : nil) {
      return .found(endpoint, parameters: parameters)
    }
    var allowed = Set(endpoints.keys)
    if allowed.contains(.get) { allowed.insert(.head) }
    return .methodNotAllowed(allowed: allowed.sorted { $0.name < $1.name })
  }
}
