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
    case found(Endpoint, parameters: [String: String])
    case methodNotAllowed(allowed: [HTTPMethod])
    case notFound
  }

  /// A path's endpoints by method: a few entries, so a scan beats hashing the method.
  typealias Endpoints = [(method: HTTPMethod, endpoint: Endpoint)]

  private var literal: [String: Endpoints] = [:]
  /// The literal routes again, by the UTF-8 length of their path (the index), with the path's
  /// bytes; `nil` once a literal route is not ASCII (see ``literalEndpoints(for:)``).
  private var literalsByLength: [[(path: [UInt8], endpoints: Endpoints)]]? = []
  private var parameterized: [(pattern: RoutePattern, endpoints: Endpoints)] = []

  mutating func insert(_ endpoint: Endpoint, method: HTTPMethod, pattern: RoutePattern) {
    if pattern.isLiteral {
      precondition(
        Self.find(method, in: literal[pattern.text] ?? []) == nil, "route registered twice: \(method) \(pattern.text)")
      literal[pattern.text, default: []].append((method, endpoint))
      recordLiteral(pattern.text)
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
      return Self.select(method, in: endpoints, parameters: [:])
    }
    for route in parameterized {
      if let parameters = route.pattern.match(path) {
        return Self.select(method, in: route.endpoints, parameters: parameters)
      }
    }
    return .notFound
  }

  /// Keeps ``literalsByLength`` up to date with a newly registered literal route.
  private mutating func recordLiteral(_ text: String) {
    guard Self.isASCII(text), var byLength = literalsByLength else {
      literalsByLength = nil
      return
    }
    let path = Array(text.utf8)
    let endpoints = literal[text] ?? []
    if byLength.count <= path.count { byLength += repeatElement([], count: path.count + 1 - byLength.count) }
    if let index = byLength[path.count].firstIndex(where: { $0.path == path }) {
      byLength[path.count][index].endpoints = endpoints
    } else {
      byLength[path.count].append((path, endpoints))
    }
    literalsByLength = byLength
  }

  /// The endpoints of the literal route `path` names, or `nil` when it names none.
  ///
  /// The dictionary lookup hashes the path: ~0.3k instructions a request in callgrind, more
  /// than comparing the bytes of the few literal routes of the path's length with `memcmp`.
  /// The same bytes are the same string. Different bytes are a different string only for an
  /// ASCII path while every literal route is ASCII: `String` equality is canonical equivalence,
  /// under which other strings can be equal (`K` and U+212A KELVIN SIGN, even of different
  /// lengths), and that takes a non-ASCII character on one side; the dictionary decides then.
  private func literalEndpoints(for path: String) -> Endpoints? {
    guard let literalsByLength else { return literal[path] }
    let length = path.utf8.count
    if length < literalsByLength.count, !literalsByLength[length].isEmpty {
      var path = path
      // No literal route is empty (they start with `/`), so the path has bytes here.
      let found = path.withUTF8 { bytes in
        literalsByLength[length].first { route in
          route.path.withUnsafeBufferPointer { memcmp($0.baseAddress!, bytes.baseAddress!, length) == 0 }
        }
      }
      if let found { return found.endpoints }
    }
    return Self.isASCII(path) ? nil : literal[path]
  }

  /// Whether every byte of `text` is ASCII; eight bytes at a time, far cheaper than hashing.
  private static func isASCII(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      let raw = UnsafeRawBufferPointer(bytes)
      var offset = 0
      while offset + 8 <= raw.count {
        let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        guard word & 0x8080_8080_8080_8080 == 0 else { return false }
        offset += 8
      }
      // An index loop: the generic allSatisfy over a slice cost ~100 instructions for 5 bytes.
      while offset < raw.count, raw[offset] < 0x80 { offset += 1 }
      return offset == raw.count
    }
  }

  private static func find(_ method: HTTPMethod, in endpoints: Endpoints) -> Endpoint? {
    endpoints.first { $0.method == method }?.endpoint
  }

  private static func select(_ method: HTTPMethod, in endpoints: Endpoints, parameters: [String: String]) -> Match {
    if let endpoint = find(method, in: endpoints) ?? (method == .head ? find(.get, in: endpoints) : nil) {
      return .found(endpoint, parameters: parameters)
    }
    var allowed = Set(endpoints.map(\.method))
    if allowed.contains(.get) { allowed.insert(.head) }
    return .methodNotAllowed(allowed: allowed.sorted { $0.name < $1.name })
  }
}
