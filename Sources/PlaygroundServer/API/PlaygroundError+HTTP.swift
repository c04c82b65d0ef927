import HTTPServer
import JSON
import Playground

/// The one place a playground error's kind becomes an HTTP status; the server writes the body.
@available(SwiftStdlib 6.2, *)
extension PlaygroundError: HTTPResponseError {
  var status: HTTPStatus {
    switch kind {
    case .malformed: .badRequest
    case .notFound: .notFound
    case .conflict: .conflict
    case .tooLarge: .contentTooLarge
    case .invalid: .unprocessableContent
    case .internalFailure: .internalServerError
    case .busy: .serviceUnavailable
    case .tooManyRequests: HTTPStatus(code: 429, reasonPhrase: "Too Many Requests")
    case .timedOut: HTTPStatus(code: 504, reasonPhrase: "Gateway Timeout")
    }
  }

  /// `Retry-After` for a refusal that passes with time.
  var headers: HTTPHeaders {
    retryAfter.map { ["Retry-After": String($0)] } ?? HTTPHeaders()
  }

  /// A refused write's `rejection`, after `error`.
  var bodyMembers: [(key: String, value: JSONValue)] {
    rejection.map { [("rejection", $0)] } ?? []
  }
}
