import Foundation

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

  /// A route without parameters, with its path's bytes for matching.
  private struct LiteralRoute {
    let text: String
    let bytes: [UInt8]
    var endpoints: Endpoints
  }

  /// The literal routes by the UTF-8 length of their path (the index).
  private var literals: [[LiteralRoute]] = []
  /// Whether every literal route's path is ASCII (see ``literalEndpoints(for:)``).
  private var literalsAreASCII = true
  private var parameterized: [(pattern: RoutePattern, endpoints: Endpoints)] = []

  mutating func insert(_ endpoint: Endpoint, method: HTTPMethod, pattern: RoutePattern) {
    if pattern.isLiteral {
      insertLiteral(endpoint, method: method, text: pattern.text)
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
  /// - Complexity: O(*k*) for literal routes, *k* being those of the path's length, else O(*r*)
  ///   in the number of parameterized routes.
  func match(_ method: HTTPMethod, _ path: String) -> Match {
    if let endpoints = literalEndpoints(for: path) {
      return Self.select(method, in: endpoints, parameters: PathParameters())
    }
    for route in parameterized where route.pattern.matches(path) {
      return Self.select(
        method, in: route.endpoints, parameters: PathParameters(path: path, segments: route.pattern.segments))
    }
    return .notFound
  }

  /// Adds `endpoint` to the literal route `text`, which paths equal as strings share.
  private mutating func insertLiteral(_ endpoint: Endpoint, method: HTTPMethod, text: String) {
    // String equality, as lookups use it: canonically equivalent paths are one route.
    for length in literals.indices {
      if let index = literals[length].firstIndex(where: { $0.text == text }) {
        precondition(
          Self.find(method, in: literals[length][index].endpoints) == nil, "route registered twice: \(method) \(text)")
        literals[length][index].endpoints.append((method, endpoint))
        return
      }
    }
    let bytes = Array(text.utf8)
    if literals.count <= bytes.count { literals += repeatElement([], count: bytes.count + 1 - literals.count) }
    literals[bytes.count].append(LiteralRoute(text: text, bytes: bytes, endpoints: [(method, endpoint)]))
    literalsAreASCII = literalsAreASCII && Self.isASCII(text)
  }

  /// The endpoints of the literal route `path` names, or `nil` when it names none.
  ///
  /// Comparing the bytes of the few literal routes of the path's length with `memcmp` is
  /// cheaper than hashing the path (~0.3k instructions a request in callgrind). The same bytes
  /// are the same string. Different bytes are a different string only for an ASCII path while
  /// every literal route is ASCII: `String` equality is canonical equivalence, under which
  /// other strings can be equal (`K` and U+212A KELVIN SIGN, even of different lengths), and
  /// that takes a non-ASCII character on one side; then every literal route is compared as a
  /// string.
  private func literalEndpoints(for path: String) -> Endpoints? {
    let length = path.utf8.count
    if length < literals.count, !literals[length].isEmpty {
      var path = path
      // No literal route is empty (they start with `/`), so the path has bytes here.
      let found = path.withUTF8 { bytes in
        literals[length].first { route in
          route.bytes.withUnsafeBufferPointer { memcmp($0.baseAddress!, bytes.baseAddress!, length) == 0 }
        }
      }
      if let found { return found.endpoints }
    }
    if literalsAreASCII, Self.isASCII(path) { return nil }
    return literals.lazy.joined().first { $0.text == path }?.endpoints
  }

  /// Whether every byte of `text` is ASCII.
  private static func isASCII(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { ASCII.isASCII(UnsafeRawBufferPointer($0)) }
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
