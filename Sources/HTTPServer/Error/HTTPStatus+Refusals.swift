extension HTTPStatus {
  /// `414 URI Too Long`: the request target is longer, or has more query arguments, than the
  /// server accepts.
  public static let uriTooLong = HTTPStatus(code: 414, reasonPhrase: "URI Too Long")
  /// `431 Request Header Fields Too Large`: the request head has more fields, or more bytes, than
  /// the server accepts.
  public static let requestHeaderFieldsTooLarge = HTTPStatus(code: 431, reasonPhrase: "Request Header Fields Too Large")
  /// `501 Not Implemented`: the request uses a transfer coding the server does not support.
  public static let notImplemented = HTTPStatus(code: 501, reasonPhrase: "Not Implemented")
}
