/// An HTTP response status: a code and its reason phrase.
///
/// ```swift
/// HTTPStatus.notFound.code   // 404
/// HTTPStatus(code: 418).reasonPhrase   // ""
/// ```
@available(SwiftStdlib 6.2, *)
public struct HTTPStatus: Hashable, Sendable, CustomStringConvertible {
  /// The three-digit status code.
  public let code: Int
  /// The standard reason phrase, or an empty string for codes this type does not name.
  public let reasonPhrase: String

  /// Creates a status from a code and an optional reason phrase.
  /// - Parameters:
  ///   - code: The status code, 100 through 599.
  ///   - reasonPhrase: The reason phrase; empty by default.
  public init(code: Int, reasonPhrase: String = "") {
    self.code = code
    self.reasonPhrase = reasonPhrase
  }

  /// `200 OK`.
  public static let ok = HTTPStatus(code: 200, reasonPhrase: "OK")
  /// `201 Created`.
  public static let created = HTTPStatus(code: 201, reasonPhrase: "Created")
  /// `204 No Content`.
  public static let noContent = HTTPStatus(code: 204, reasonPhrase: "No Content")
  /// `304 Not Modified`.
  public static let notModified = HTTPStatus(code: 304, reasonPhrase: "Not Modified")
  /// `400 Bad Request`.
  public static let badRequest = HTTPStatus(code: 400, reasonPhrase: "Bad Request")
  /// `403 Forbidden`.
  public static let forbidden = HTTPStatus(code: 403, reasonPhrase: "Forbidden")
  /// `404 Not Found`.
  public static let notFound = HTTPStatus(code: 404, reasonPhrase: "Not Found")
  /// `405 Method Not Allowed`.
  public static let methodNotAllowed = HTTPStatus(code: 405, reasonPhrase: "Method Not Allowed")
  /// `409 Conflict`.
  public static let conflict = HTTPStatus(code: 409, reasonPhrase: "Conflict")
  /// `413 Content Too Large`.
  public static let contentTooLarge = HTTPStatus(code: 413, reasonPhrase: "Content Too Large")
  /// `414 URI Too Long`: the request target is longer, or has more query arguments, than the
  /// server accepts.
  public static let uriTooLong = HTTPStatus(code: 414, reasonPhrase: "URI Too Long")
  /// `415 Unsupported Media Type`.
  public static let unsupportedMediaType = HTTPStatus(code: 415, reasonPhrase: "Unsupported Media Type")
  /// `421 Misdirected Request`: the `Host` is not one this server answers for.
  public static let misdirectedRequest = HTTPStatus(code: 421, reasonPhrase: "Misdirected Request")
  /// `422 Unprocessable Content`: well-formed JSON of the wrong shape.
  public static let unprocessableContent = HTTPStatus(code: 422, reasonPhrase: "Unprocessable Content")
  /// `431 Request Header Fields Too Large`: the request head has more fields, or more bytes, than
  /// the server accepts.
  public static let requestHeaderFieldsTooLarge = HTTPStatus(code: 431, reasonPhrase: "Request Header Fields Too Large")
  /// `500 Internal Server Error`.
  public static let internalServerError = HTTPStatus(code: 500, reasonPhrase: "Internal Server Error")
  /// `501 Not Implemented`: the request uses a transfer coding the server does not support.
  public static let notImplemented = HTTPStatus(code: 501, reasonPhrase: "Not Implemented")
  /// `503 Service Unavailable`.
  public static let serviceUnavailable = HTTPStatus(code: 503, reasonPhrase: "Service Unavailable")

  /// The code and reason phrase, such as `"404 Not Found"`.
  public var description: String { reasonPhrase.isEmpty ? "\(code)" : "\(code) \(reasonPhrase)" }
}
