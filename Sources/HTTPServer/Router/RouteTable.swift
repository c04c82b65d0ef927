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
  /// Whether some literal route's path has as many UTF-8 bytes as the index; `nil` once a
  /// literal route is not ASCII (see ``mayBeLiteral(_:)``).
  private var literalLengths: [Bool]? = []
  private var parameterized: [(pattern: RoutePattern, endpoints: Endpoints)] = []

  mutating func insert(_ endpoint: Endpoint, method: HTTPMethod, pattern: RoutePattern) {
    if pattern.isLiteral {
      precondition(
        Self.find(method, in: literal[pattern.text] ?? []) == nil, "route registered twice: \(method) \(pattern.text)")
      literal[pattern.text, default: []].append((method, endpoint))
      recordLiteralLength(of: pattern.text)
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
  /// - Complexity: O(1) for literal routes, else O(*r*) in the number of parameterized routes.
  func match(_ method: HTTPMethod, _ path: String) -> Match {
    if mayBeLiteral(path), let endpoints = literal[path] {
      return Self.select(method, in: endpoints, parameters: [:])
    }
    for route in parameterized {
      if let parameters = route.pattern.match(path) {
        return Self.select(method, in: route.endpoints, parameters: parameters)
      }
    }
    return .notFound
  }

  /// Keeps ``literalLengths`` up to date with a newly registered literal route.
  private mutating func recordLiteralLength(of text: String) {
    guard Self.isASCII(text), var lengths = literalLengths else {
      literalLengths = nil
      return
    }
    let length = text.utf8.count
    if lengths.count <= length { lengths += repeatElement(false, count: length + 1 - lengths.count) }
    lengths[length] = true
    literalLengths = lengths
  }

  /// Whether `path` may be a literal route's; `false` only when it certainly is not.
  ///
  /// The dictionary lookup hashes the path: ~0.5k of the ~3k instructions routing a playground
  /// write took in callgrind, although its path is no literal route's. A path of a length no
  /// literal route has cannot be one, except that `String` equality is canonical equivalence,
  /// under which strings of different lengths can be equal (`K` and U+212A KELVIN SIGN); that
  /// takes a non-ASCII character on one side, so lengths decide only for an ASCII path while
  /// every literal route is ASCII.
  private func mayBeLiteral(_ path: String) -> Bool {
    guard let literalLengths else { return true }
    let length = path.utf8.count
    return length < literalLengths.count && literalLengths[length] || !Self.isASCII(path)
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
      return raw[offset...].allSatisfy { $0 < 0x80 }
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
