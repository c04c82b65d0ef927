/// An HTTP request as a handler sees it: complete, with its body collected.
///
/// ```swift
/// router.get("/api/bindings/:name") { request in
///   let name = try request.parameter("name")   // "speed" for /api/bindings/speed
///   let verbose = request.query["verbose"]     // "1" for ?verbose=1
///   return ["name": name, "verbose": verbose ?? "0"]
/// }
/// ```
@available(SwiftStdlib 6.2, *)
public struct Request: Sendable {
  /// The request method.
  public let method: HTTPMethod
  /// The path, already percent-decoded by libmicrohttpd, without the query string.
  public let path: String
  /// Query arguments, decoded; the first value wins when a name repeats.
  public let query: [String: String]
  /// The request header fields.
  public let headers: HTTPHeaders
  /// The body bytes (empty when there is none).
  public let body: [UInt8]
  /// Values of the route's `:name` path parameters, filled in by the router.
  public internal(set) var parameters: PathParameters

  /// Creates a request; the server does this, tests of handlers may too.
  /// - Parameters:
  ///   - method: The method.
  ///   - path: The decoded path.
  ///   - query: Decoded query arguments.
  ///   - headers: Header fields.
  ///   - body: Body bytes.
  ///   - parameters: Path parameter values.
  public init(
    method: HTTPMethod, path: String, query: [String: String] = [:], headers: HTTPHeaders = HTTPHeaders(),
    body: [UInt8] = [], parameters: PathParameters = PathParameters()
  ) {
    self.method = method
    self.path = path
    self.query = query
    self.headers = headers
    self.body = body
    self.parameters = parameters
  }

  /// The value of path parameter `name`.
  /// - Parameter name: The parameter's name in the route pattern, without the colon.
  /// - Returns: Its value in this request's path.
  /// - Throws: ``HTTPError`` `400` when the route has no such parameter.
  public func parameter(_ name: String) throws -> String {
    guard let value = parameters[name] else { throw HTTPError.badRequest("missing path parameter \(name)") }
    return value
  }
}
