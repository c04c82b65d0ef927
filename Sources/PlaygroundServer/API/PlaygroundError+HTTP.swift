import HTTPServer
import JSON
import Playground

/// The one place a playground error's kind becomes an HTTP status; the server writes the body.
extension PlaygroundError: HTTPResponseError {
  var status: HTTPStatus {
    switch kind {
    case .malformed: .badRequest
    case .notFound: .notFound
    case .conflict: .conflict
    case .tooLarge: .contentTooLarge
    case .invalid: .unprocessableContent
    case .internalFailure: .internalServerError
    }
  }

  /// A refused write's `rejection`, after `error`.
  var bodyMembers: [(key: String, value: JSONValue)] {
    rejection.map { [("rejection", $0)] } ?? []
  }
}
