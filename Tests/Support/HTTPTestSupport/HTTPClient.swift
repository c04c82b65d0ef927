/// A minimal HTTP/1.1 client over one keep-alive connection, for tests.
///
/// ```swift
/// let client = try HTTPClient(port: server.port)
/// let response = try client.request(.init(method: "GET", path: "/api/health"))
/// response.status   // 200
/// ```
@available(SwiftStdlib 6.2, *)
public final class HTTPClient {
  /// The server's port.
  public let port: Int
  /// The underlying connection, for raw writes and reads.
  public let connection: SocketConnection

  /// Opens a connection to `127.0.0.1:port`.
  /// - Parameter port: The server's port.
  public init(port: Int) throws {
    self.port = port
    connection = try SocketConnection(port: port)
  }

  /// The default `Host` header: what a browser on the loopback page would send.
  public var defaultHost: String { "127.0.0.1:\(port)" }

  /// Sends a request and reads the response; the connection stays open for the next one.
  /// - Parameter request: The request; a `Host` header is added unless it has one (or
  ///   ``HTTPRequestMessage/omitHost`` is set).
  /// - Returns: The response.
  public func request(_ request: HTTPRequestMessage) throws -> HTTPResponseMessage {
    try connection.write(request.serialized(defaultHost: defaultHost))
    return try readResponse(forMethod: request.method)
  }

  /// Shorthand for a request with a method, path, optional JSON body and headers.
  /// - Parameters:
  ///   - method: The method.
  ///   - path: The path and query.
  ///   - json: A JSON body; sets `Content-Type: application/json` when given.
  ///   - headers: Extra headers.
  /// - Returns: The response.
  public func request(
    _ method: String, _ path: String, json: String? = nil, headers: [(String, String)] = []
  ) throws -> HTTPResponseMessage {
    var message = HTTPRequestMessage(method: method, path: path, headers: headers)
    if let json {
      message.headers.append(("Content-Type", "application/json"))
      message.body = Array(json.utf8)
    }
    return try request(message)
  }

  /// Sends raw bytes (for malformed requests) and reads one response.
  /// - Parameters:
  ///   - bytes: What to send, verbatim.
  ///   - method: The request's method, which decides whether a body follows.
  /// - Returns: The response.
  public func sendRaw(_ bytes: [UInt8], method: String = "GET") throws -> HTTPResponseMessage {
    try connection.write(bytes)
    return try readResponse(forMethod: method)
  }

  /// Reads a response head and body from the connection.
  /// - Parameter method: The request method (`HEAD` responses have no body).
  /// - Returns: The response.
  public func readResponse(forMethod method: String) throws -> HTTPResponseMessage {
    let (status, headers) = try HTTPMessageReader.readHead(from: connection)
    let body = try HTTPMessageReader.readBody(
      from: connection, status: status, headers: headers, isHead: method.uppercased() == "HEAD")
    return HTTPResponseMessage(status: status, headers: headers, body: body)
  }
}
