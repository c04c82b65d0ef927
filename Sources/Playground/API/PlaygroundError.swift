import HTTPServer
import JSON

/// An API error: the status, the message, and for a refused write the `rejection` sibling.
///
/// Every handler answers its errors through ``body``, so the JSON shape is written in one place:
/// `{"error": {"status": 422, "message": "..."}, "rejection": {...}}`.
struct PlaygroundError: Error {
  var status: HTTPStatus
  var message: String
  /// `{"binding", "reason", "root"}` for a write refused by a failable conversion or a bad value.
  var rejection: JSONValue?

  var body: JSONValue {
    var members: [(key: String, value: JSONValue)] = [
      ("error", ["status": .integer(status.code), "message": .string(message)])
    ]
    if let rejection { members.append(("rejection", rejection)) }
    return .object(members)
  }

  static func badRequest(_ message: String) -> PlaygroundError {
    PlaygroundError(status: .badRequest, message: message)
  }

  static func unknownBinding(_ id: String) -> PlaygroundError {
    PlaygroundError(status: .notFound, message: "no binding with id \"\(id)\"")
  }

  static func unknownScene(_ id: String) -> PlaygroundError {
    PlaygroundError(status: .notFound, message: "no scene with id \"\(id)\"")
  }

  /// A 422 for a write that was refused; `root` is the unchanged root value.
  static func rejected(binding: String, reason: String, root: JSONValue) -> PlaygroundError {
    PlaygroundError(
      status: .unprocessableContent, message: "\(binding) rejected the write: \(reason)",
      rejection: ["binding": .string(binding), "reason": .string(reason), "root": root])
  }
}
