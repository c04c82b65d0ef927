/// What a route leads to.
@available(SwiftStdlib 6.2, *)
enum Endpoint: Sendable {
  case handler(Router.Handler)
  case events(EventStream)
  case page(Router.Page)
}

/// The routes by path, then by method, and the lookup the server runs for every request.
@available(SwiftStdlib 6.2, *)
struct RouteTable: Sendable {
  /// The outcome of looking a request up.
  enum Match {
    case found(Endpoint, parameters: PathParameters)
    case methodNotAllowed(allowed: [HTTPMethod])
    case notFound
  }

  /// A path's endpoints by method: a few entries, so a scan beats hashing the method.
  typealias Endpoints = [(method: HTTPMethod, endpoint: Endpoint)]

  /// The routes without parameters: a few, so comparing the path with each costs less than
  /// hashing it. Paths equal as strings share a route.
  private var literals: [(path: String, endpoints: Endpoints)] = []
  /// Whether every literal route's path is ASCII (see ``literalEndpoints(for:)``).
  private var literalsAreASCII = true
  private var parameterized: [(pattern: RoutePattern, endpoints: Endpoints)] = []

  mutating func insert(_ endpoint: Endpoint, method: HTTPMethod, pattern: RoutePattern) {
    if pattern.isLiteral {
      if let index = literals.firstIndex(where: { $0.path == pattern.text }) {
        precondition(
          Self.find(method, in: literals[index].endpoints) == nil, "route registered twice: \(method) \(pattern.text)")
        literals[index].endpoints.append((method, endpoint))
      } else {
        literals.append((pattern.text, [(method, endpoint)]))
        literalsAreASCII = literalsAreASCII && Self.isASCII(pattern.text)
      }
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
  /// - Complexity: O(*r*) in the number of routes.
  func match(_ method: HTTPMethod, _ path: String) -> Match {
    let bytes = path.utf8.span
    if let endpoints = literalEndpoints(for: path, bytes: bytes) {
      return Self.select(method, in: endpoints, parameters: PathParameters())
    }
    for route in parameterized where route.pattern.matches(bytes) {
      return Self.select(
        method, in: route.endpoints, parameters: PathParameters(path: path, segments: route.pattern.segments))
    }
    return .notFound
  }

  /// The endpoints of the literal route `path` names, or `nil` when it names none.
  ///
  /// Routes of another byte count are skipped without comparing. `String` equality is
  /// canonical equivalence, under which strings of different byte counts can be equal (`K` and
  /// U+212A KELVIN SIGN), but only with a character outside ASCII on one side: then every route
  /// is compared.
  private func literalEndpoints(for path: String, bytes: Span<UInt8>) -> Endpoints? {
    let count = bytes.count
    if let route = literals.first(where: { $0.path.utf8.count == count && $0.path == path }) { return route.endpoints }
    guard !literalsAreASCII || !Self.isASCII(bytes) else { return nil }
    return literals.first { $0.path == path }?.endpoints
  }

  private static func isASCII(_ text: String) -> Bool {
    isASCII(text.utf8.span)
  }

  private static func isASCII(_ bytes: Span<UInt8>) -> Bool {
    for index in bytes.indices where bytes[index] >= 0x80 { return false }
    return true
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
