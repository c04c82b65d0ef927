/// A ready-made ``HTTPResponseError``: a status, a client-facing message and optional headers.
///
/// ```swift
/// throw HTTPError(.notFound, "no binding named \"speed\"")
/// throw HTTPError.forbidden("read-only mode")
/// ```
@available(SwiftStdlib 6.2, *)
public struct HTTPError: HTTPResponseError, Equatable {
  /// The status to answer with.
  public var status: HTTPStatus
  /// A message safe to show to the client.
  public var message: String
  /// Extra response headers.
  public var headers: HTTPHeaders

  /// Creates an error.
  /// - Parameters:
  ///   - status: The response status.
  ///   - message: The client-facing message; defaults to the reason phrase.
  ///   - headers: Extra response headers.
  public init(_ status: HTTPStatus, _ message: String? = nil, headers: HTTPHeaders = HTTPHeaders()) {
    self.status = status
    self.message = message ?? status.reasonPhrase
    self.headers = headers
  }

  /// Two errors are equal when status and message are.
  public static func == (lhs: HTTPError, rhs: HTTPError) -> Bool {
    lhs.status == rhs.status && lhs.message == rhs.message
  }

  /// `400 Bad Request` with a message.
  /// - Parameter message: What was wrong with the request.
  /// - Returns: The error.
  public static func badRequest(_ message: String) -> HTTPError { HTTPError(.badRequest, message) }

  /// `403 Forbidden` with a message.
  /// - Parameter message: Why the request is refused.
  /// - Returns: The error.
  public static func forbidden(_ message: String) -> HTTPError { HTTPError(.forbidden, message) }

  /// `404 Not Found` with a message.
  /// - Parameter message: What was not found.
  /// - Returns: The error.
  public static func notFound(_ message: String) -> HTTPError { HTTPError(.notFound, message) }

  /// `405 Method Not Allowed` with the `Allow` header listing `allowed`.
  /// - Parameter allowed: The methods the resource accepts.
  /// - Returns: The error.
  static func methodNotAllowed(allowed: [HTTPMethod]) -> HTTPError {
    let list = allowed.map(\.name).joined(separator: ", ")
    return HTTPError(.methodNotAllowed, "method not allowed; allowed: \(list)", headers: ["Allow": list])
  }
}
