import JSON

/// The one place where thrown errors become responses.
@available(SwiftStdlib 6.2, *)
enum ErrorResponse {
  /// The response for `error`: its own status when it is an ``HTTPResponseError``, else `500`
  /// with a generic message (internal details are not leaked). The body is
  /// `{"error":{"message":…,"status":…}}`, then the error's ``HTTPResponseError/bodyMembers``.
  static func make(for error: any Error) -> Response {
    let mapped = error as? any HTTPResponseError ?? HTTPError(.internalServerError, "internal server error")
    let body = JSONValue.object(
      [("error", ["message": .string(mapped.message), "status": .integer(mapped.status.code)])] + mapped.bodyMembers)
    var response = Response(status: mapped.status, headers: mapped.headers, body: body.serializedBytes())
    response.headers["Content-Type"] = Response.jsonContentType
    return response
  }
}
