/// Maps a method and a path to a handler, an event stream, a page or a static file.
///
/// Build a router, then hand it to ``Server/start(router:configuration:)``; the server keeps its
/// own copy, so later changes do not affect a running server. Paths may hold `:name` parameters.
///
/// ```swift
/// var router = Router()
/// router.get("/api/health") { _ in ["status": "ok"] }
/// router.put("/api/bindings/:name") { request in
///   try store.update(try request.parameter("name"), with: request.decode(Update.self))
/// }
/// router.files(from: "Public")
/// router.routes.map(\.description)   // ["GET /api/health", "PUT /api/bindings/:name"]
/// ```
@available(SwiftStdlib 6.2, *)
public struct Router: Sendable {
  /// The uniform shape every handler is stored in: a plain handler's response is a
  /// ``Reply/now(_:)``.
  public typealias Handler = @Sendable (Request) throws -> Reply

  /// A check run before matching handlers; throw (for example `HTTPError.forbidden`) to refuse.
  public typealias Check = @Sendable (Request) throws -> Void

  /// A registered route: its method and path pattern, as written at registration.
  public struct Route: Hashable, Sendable, CustomStringConvertible {
    /// The method.
    public let method: HTTPMethod
    /// The path pattern, such as `/api/bindings/:name`.
    public let path: String
    /// Whether the route is a Server-Sent Events stream.
    public let isEventStream: Bool

    /// `"METHOD /path"`.
    public var description: String { "\(method) \(path)" }
  }

  /// Every registered route in registration order (static files are not listed).
  public private(set) var routes: [Route] = []

  /// The directory whose files are served for `GET` and `HEAD` requests no route matched.
  public private(set) var filesDirectory: String?

  private(set) var table = RouteTable()
  private(set) var checks: [(methods: Set<HTTPMethod>, check: Check)] = []
  /// The event streams this router serves, so the server can close them when it stops.
  private(set) var eventStreams: [EventStream] = []

  /// Creates an empty router.
  public init() {}

  /// Registers a handler that returns a full ``Response`` (or another ``ResponseConvertible``).
  /// - Parameters:
  ///   - method: The method to match.
  ///   - path: The path pattern; `:name` segments become ``Request/parameters``.
  ///   - handler: The handler, called on a server thread; it must not block for long.
  public mutating func on(
    _ method: HTTPMethod, _ path: String,
    use handler: @escaping @Sendable (Request) throws -> some ResponseConvertible
  ) {
    add(.handler { request in .now(try handler(request).response()) }, method: method, path: path)
  }

  /// Registers a handler that answers now or later (``Reply``): for a route whose answer
  /// sometimes waits for something slow, which must not hold a worker thread meanwhile.
  ///
  /// ```swift
  /// router.on(.post, "/api/jobs/:id/run", reply: { request in
  ///   let job = try jobs.find(try request.parameter("id"))
  ///   guard job.isSlow else { return .now(try Response.json(job.runNow())) }
  ///   return .later { try Response.json(job.runAndWait()) }
  /// })
  /// ```
  /// - Parameters:
  ///   - method: The method to match.
  ///   - path: The path pattern; `:name` segments become ``Request/parameters``.
  ///   - handler: The handler, called on a server thread; it must not block for long, and
  ///     returns ``Reply/later(_:)`` for work that may.
  public mutating func on(
    _ method: HTTPMethod, _ path: String, reply handler: @escaping @Sendable (Request) throws -> Reply
  ) {
    add(.handler(handler), method: method, path: path)
  }

  /// Registers a handler whose `Encodable` result is sent as a `200` JSON response.
  /// - Parameters:
  ///   - method: The method to match.
  ///   - path: The path pattern; `:name` segments become ``Request/parameters``.
  ///   - handler: The handler, called on a server thread; it must not block for long.
  public mutating func on<Output: Encodable & SendableMetatype>(
    _ method: HTTPMethod, _ path: String, use handler: @escaping @Sendable (Request) throws -> Output
  ) {
    add(.handler { request in .now(try Response.json(handler(request))) }, method: method, path: path)
  }

  /// Serves `stream` as Server-Sent Events on `GET path`.
  /// - Parameters:
  ///   - path: The path pattern.
  ///   - stream: The stream whose events subscribers receive.
  public mutating func events(_ path: String, _ stream: EventStream) {
    add(.events(stream), method: .get, path: path)
  }

  /// Serves the files under `directory` (read once when the server starts) for `GET` and `HEAD`
  /// requests that no route matches; `/` and `/dir/` serve `index.html`.
  /// - Parameter directory: The directory's path.
  public mutating func files(from directory: String) {
    filesDirectory = directory
  }

  /// Adds a check run before every routed handler of `methods` (not before static files).
  ///
  /// ```swift
  /// router.check { request in
  ///   guard request.headers["X-Token"] == token else { throw HTTPError.forbidden("bad token") }
  /// }
  /// ```
  /// - Parameters:
  ///   - methods: The methods to check; the state-changing ones by default.
  ///   - check: Throws to refuse the request.
  public mutating func check(_ methods: Set<HTTPMethod> = HTTPMethod.stateChanging, _ check: @escaping Check) {
    checks.append((methods, check))
  }

  mutating func add(_ endpoint: Endpoint, method: HTTPMethod, path: String) {
    table.insert(endpoint, method: method, pattern: RoutePattern(path))
    var isEventStream = false
    if case .events(let stream) = endpoint {
      isEventStream = true
      eventStreams.append(stream)
    }
    routes.append(Route(method: method, path: path, isEventStream: isEventStream))
  }

  /// Runs the checks that apply to `request`.
  func runChecks(_ request: Request) throws {
    for entry in checks where entry.methods.contains(request.method) {
      try entry.check(request)
    }
  }

}
