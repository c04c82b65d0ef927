/// A complete HTTP response: status, headers and body bytes.
///
/// Handlers return a `Response` when they need control over status or headers; returning any
/// `Encodable` value instead produces a `200` JSON response.
///
/// ```swift
/// let created = try Response.json(["name": "speed"], status: .created)
/// created.status.code   // 201
/// created.headers["Content-Type"]   // "application/json; charset=utf-8"
/// ```
@available(SwiftStdlib 6.2, *)
public struct Response: Sendable {
  /// The status line's status.
  public var status: HTTPStatus
  /// Header fields; the server adds its security headers when sending.
  public var headers: HTTPHeaders
  /// The body bytes; not sent for `HEAD` requests.
  public var body: [UInt8]
  /// Whether this is an embeddable page, which the configured frame origins may frame; only
  /// the router's embeddable pages set it.
  var isEmbeddable = false

  /// Creates a response.
  /// - Parameters:
  ///   - status: The status; `200 OK` by default.
  ///   - headers: Header fields.
  ///   - body: The body bytes.
  public init(status: HTTPStatus = .ok, headers: HTTPHeaders = HTTPHeaders(), body: [UInt8] = []) {
    self.status = status
    self.headers = headers
    self.body = body
  }

  /// A `text/plain; charset=utf-8` response.
  /// - Parameters:
  ///   - text: The body text.
  ///   - status: The status; `200 OK` by default.
  /// - Returns: The response.
  public static func text(_ text: String, status: HTTPStatus = .ok) -> Response {
    Response(status: status, headers: ["Content-Type": "text/plain; charset=utf-8"], body: Array(text.utf8))
  }

  /// A `204 No Content` response.
  public static var noContent: Response { Response(status: .noContent) }
}

/// A value a handler can return: it knows how to become a ``Response``.
///
/// ``Response`` conforms. Encodable values do not need to: the router's registration methods
/// accept `Encodable` results directly and encode them as JSON.
@available(SwiftStdlib 6.2, *)
public protocol ResponseConvertible: SendableMetatype {
  /// Produces the response to send.
  /// - Returns: The response.
  /// - Throws: Any error; it is mapped to a status like a handler's error.
  func response() throws -> Response
}

@available(SwiftStdlib 6.2, *)
extension Response: ResponseConvertible {
  /// Returns `self`.
  public func response() -> Response { self }
}
