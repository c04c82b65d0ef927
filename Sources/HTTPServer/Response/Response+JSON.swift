public import Foundation
public import JSON

extension Response {
  /// The `Content-Type` of every JSON body this module produces.
  static let jsonContentType = "application/json; charset=utf-8"

  /// Shared by every JSON response: copying it only retains its storage.
  static let jsonHeaders: HTTPHeaders = ["Content-Type": jsonContentType]

  /// A JSON response encoding `value` with Foundation's `JSONEncoder`, keys sorted.
  ///
  /// `value` is encoded once; an error its `encode(to:)` throws is thrown from here, and a
  /// router answers it like any handler's error.
  ///
  /// ```swift
  /// let response = try Response.json(["ok": true])
  /// String(decoding: response.body, as: UTF8.self)   // {"ok":true}
  /// ```
  /// - Parameters:
  ///   - value: The value to encode.
  ///   - status: The status; `200 OK` by default.
  ///   - encoder: The encoder; `nil` (the default) uses a shared one configured like
  ///     ``makeEncoder()``.
  /// - Returns: The response.
  /// - Throws: What encoding `value` throws, such as `EncodingError` for a non-finite number.
  public static func json<Value: Encodable>(
    _ value: Value, status: HTTPStatus = .ok, encoder: JSONEncoder? = nil
  ) throws -> Response {
    Response(status: status, headers: jsonHeaders, body: Array(try (encoder ?? sharedEncoder).encode(value)))
  }

  /// A JSON response with the text of `value`, members in their stored order
  /// (``JSON/JSONValue/serialized()``).
  ///
  /// ```swift
  /// let response = Response.json(["sequence": 3, "ok": true] as JSONValue, status: .created)
  /// String(decoding: response.body, as: UTF8.self)   // {"sequence":3,"ok":true}
  /// ```
  /// - Parameters:
  ///   - value: The JSON value.
  ///   - status: The status; `200 OK` by default.
  /// - Returns: The response.
  public static func json(_ value: JSONValue, status: HTTPStatus = .ok) -> Response {
    json(text: value.serializedBytes(), status: status)
  }

  /// A JSON response whose body is JSON text already, such as a document serialized once and
  /// kept for several answers.
  ///
  /// ```swift
  /// let response = Response.json(text: Array(#"{"ok":true}"#.utf8))
  /// response.headers["Content-Type"]   // "application/json; charset=utf-8"
  /// ```
  /// - Parameters:
  ///   - text: The body, compact JSON as UTF-8; not checked.
  ///   - status: The status; `200 OK` by default.
  /// - Returns: The response.
  public static func json(text: [UInt8], status: HTTPStatus = .ok) -> Response {
    Response(status: status, headers: jsonHeaders, body: text)
  }

  /// One encoder for every request: `JSONEncoder` is `Sendable` and only reads its options
  /// while encoding.
  static let sharedEncoder = makeEncoder()

  /// The configuration of the encoder ``json(_:status:encoder:)`` uses by default: sorted keys,
  /// no escaped slashes, so the output is stable and easy to compare.
  ///
  /// ```swift
  /// String(decoding: try Response.makeEncoder().encode(["b": 1, "a": "/"]), as: UTF8.self)
  /// // {"a":"/","b":1}
  /// ```
  /// - Returns: A new encoder.
  public static func makeEncoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }
}
