import Foundation

/// The one place where thrown errors become responses.
enum ErrorResponse {
  /// The JSON body of every error response: `{"error":{"message":…,"status":…}}`.
  private struct Body: Encodable {
    struct Detail: Encodable {
      let status: Int
      let message: String
    }
    let error: Detail
  }

  /// The response for `error`: its own status when it is an ``HTTPResponseError``, else `500`
  /// with a generic message (internal details are not leaked).
  static func make(for error: any Error) -> Response {
    let mapped = error as? any HTTPResponseError ?? HTTPError(.internalServerError, "internal server error")
    var response = Response(status: mapped.status, body: body(status: mapped.status, message: mapped.message))
    response.headers = mapped.headers
    response.headers["Content-Type"] = Response.jsonContentType
    return response
  }

  private static func body(status: HTTPStatus, message: String) -> [UInt8] {
    let body = Body(error: .init(status: status.code, message: message))
    // Encoding two plain fields cannot fail; the fallback keeps the contract if it ever did.
    if let data = try? Response.sharedEncoder.encode(body) { return Array(data) }
    return Array(#"{"error":{"message":"internal server error","status":500}}"#.utf8)
  }
}
