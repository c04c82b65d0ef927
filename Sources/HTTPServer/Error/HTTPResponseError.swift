public import JSON

/// An error that knows the HTTP status it should be answered with.
///
/// Throw any conforming error from a handler; the server answers with its status and the JSON
/// body `{"error":{"message":…,"status":…}}`, followed by the error's ``bodyMembers``. Errors
/// that do not conform become `500`, and their description is not sent to the client.
///
/// ```swift
/// struct OutOfStock: HTTPResponseError {
///   var status: HTTPStatus { .conflict }
///   var message: String { "sold out" }
///   var bodyMembers: [(key: String, value: JSONValue)] { [("restock", "Monday")] }
/// }
/// // 409 {"error":{"message":"sold out","status":409},"restock":"Monday"}
/// ```
@available(SwiftStdlib 6.2, *)
public protocol HTTPResponseError: Error {
  /// The status to answer with.
  var status: HTTPStatus { get }
  /// A message safe to show to the client.
  var message: String { get }
  /// Extra response headers, such as `Allow` for `405`; empty by default.
  var headers: HTTPHeaders { get }
  /// Members the error body carries after `error`, in order, such as what a refused change
  /// left in place; none by default.
  var bodyMembers: [(key: String, value: JSONValue)] { get }
}

@available(SwiftStdlib 6.2, *)
extension HTTPResponseError {
  /// No extra headers.
  public var headers: HTTPHeaders { HTTPHeaders() }

  /// No members beside `error`.
  public var bodyMembers: [(key: String, value: JSONValue)] { [] }
}
