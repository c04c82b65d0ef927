/// What a route leads to.
enum Endpoint: Sendable {
  case handler(Router.Handler)
  case events(EventStream)
}

/// The routes by path, then by method, and the lookup the server runs for every request.
struct RouteTable: Sendable {
  /// The outcome of looking a request up.
  enum Match {
    case found(Endpoint, parameters: PathParameters)
    case methodNotAllowed(allowed: [HTTPMethod])
    case notFound
  }

  /// A path's endpoints by method: a few entries, so a scan beats hashing the method.
  typealias Endpoints = [(method: HTTPMethod, endpoint: Endpoint)]

  /// The routes without parameters, by path; paths equal as strings share a route.
  private var literals: [String: Endpoints] = [:]
  private var parameterized: [(pattern: RoutePattern, endpoints: Endpoints)] = []

  mutating func insert(_ endpoint: Endpoint, method: HTTPMethod, pattern: RoutePattern) {
    if pattern.isLiteral {
      precondition(
        Self.find(method, in: literals[pattern.text] ?? []) == nil, "route registered twice: \(method) \(pattern.text)")
      literals[pattern.text, default: []].append((method, endpoint))
    } else if let index = parameterized.firstIndex(where: { $0.pattern == pattern }) {
      precondition(
        Self.find(method, in: parameterized[index].endpoints) == nil,
        "route registered twice: \(method) \(pattern.text)")
      parameterized[index].endpoints.append((method, endpoint))
    } else {
      parameterized.append((pattern, [(method, endpoint)]))
    }
  }

  /// Finds the endpoint for `method` and `path`; `HEAD` falls back to `GET`.
  /// - Complexity: O(*n*) in the length of the path for literal routes, else O(*r*) in the
  ///   number of parameterized routes.
  func match(_ method: HTTPMethod, _ path: String) -> Match {
    if let endpoints = literals[path] {
      return Self.select(method, in: endpoints, parameters: PathParameters())
    }
    for route in parameterized where route.pattern.matches(path) {
      return Self.select(
        method, in: route.endpoints, parameters: PathParameters(path: path, segments: route.pattern.segments))
    }
    return .notFound
  }

  private static func find(_ method: HTTPMethod, in endpoints: Endpoints) -> Endpoint? {
    endpoints.first { $0.method == method }?.endpoint
  }

  private static func select(_ method: HTTPMethod, in endpoints: Endpoints, parameters: PathParameters) -> Match {
    if let endpoint = find(method, in: endpoints) ?? (method == .head ? find(.get, in: endpoints) : nil) {
      return .found(endpoint, parameters: parameters)
    }
    var allowed = Set(endpoints.map(\.method))
    if allowed.contains(.get) { allowed.insert(.head) }
    return .methodNotAllowed(allowed: allowed.sorted { $0.name < $1.name })
  }
}
