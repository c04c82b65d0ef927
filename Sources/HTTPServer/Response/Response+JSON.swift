public import Foundation

extension Response {
  /// The `Content-Type` of every JSON body this module produces.
  static let jsonContentType = "application/json; charset=utf-8"

  /// Shared by every JSON response: copying it only retains its storage.
  static let jsonHeaders: HTTPHeaders = ["Content-Type": jsonContentType]

  /// A JSON response encoding `value` with sorted keys.
  ///
  /// ```swift
  /// let response = try Response.json(["ok": true])
  /// String(decoding: response.body, as: UTF8.self)   // "{\"ok\":true}"
  /// ```
  /// - Parameters:
  ///   - value: The value to encode.
  ///   - status: The status; `200 OK` by default.
  ///   - encoder: The encoder; `nil` (the default) uses a shared one configured like
  ///     ``makeEncoder()``.
  /// - Returns: The response.
  /// - Throws: `EncodingError` when the value cannot be encoded.
  public static func json<Value: Encodable>(
    _ value: Value, status: HTTPStatus = .ok, encoder: JSONEncoder? = nil
  ) throws -> Response {
    return Response(status: status, headers: jsonHeaders, body: try encode(value, with: encoder))
  }

  /// The fast encoder when no encoder is given (same bytes as the shared `JSONEncoder`), falling
  /// back to `JSONEncoder` for what it does not handle, which also reports real errors.
  static func encode(_ value: some Encodable, with encoder: JSONEncoder?) throws -> [UInt8] {
    if encoder == nil, let bytes = try? FastJSONEncoder.encode(value) { return bytes }
    return Array(try (encoder ?? sharedEncoder).encode(value))
  }

  /// One encoder for every request: JSONEncoder is `Sendable` and only reads its options while
  /// encoding, and creating one per request showed up in the load benchmark's profile.
  static let sharedEncoder = makeEncoder()

  /// The configuration of the encoder ``json(_:status:encoder:)`` uses by default: sorted keys, no escaped slashes,
  /// so the output is stable and easy to compare.
  /// - Returns: A new encoder.
  public static func makeEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }
}
