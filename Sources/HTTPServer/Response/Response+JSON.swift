public import Foundation

extension Response {
  /// The `Content-Type` of every JSON body this module produces.
  static let jsonContentType = "application/json; charset=utf-8"

  /// A JSON response encoding `value` with sorted keys.
  ///
  /// ```swift
  /// let response = try Response.json(["ok": true])
  /// String(decoding: response.body, as: UTF8.self)   // "{\"ok\":true}"
  /// ```
  /// - Parameters:
  ///   - value: The value to encode.
  ///   - status: The status; `200 OK` by default.
  ///   - encoder: The encoder; a fresh one with sorted keys by default.
  /// - Returns: The response.
  /// - Throws: `EncodingError` when the value cannot be encoded.
  public static func json<Value: Encodable>(
    _ value: Value, status: HTTPStatus = .ok, encoder: JSONEncoder = Response.makeEncoder()
  ) throws -> Response {
    let data = try encoder.encode(value)
    return Response(status: status, headers: ["Content-Type": jsonContentType], body: Array(data))
  }

  /// The encoder ``json(_:status:encoder:)`` uses by default: sorted keys, no escaped slashes,
  /// so the output is stable and easy to compare.
  /// - Returns: A new encoder.
  public static func makeEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }
}
