public import Foundation
public import JSON

@available(SwiftStdlib 6.2, *)
extension Response {
  /// The `Content-Type` of every JSON body this module produces.
  static let jsonContentType = "application/json; charset=utf-8"

  /// Shared by every JSON response: copying it only retains its storage.
  static let jsonHeaders: HTTPHeaders = ["Content-Type": jsonContentType]

  /// A JSON response encoding `value`, keys sorted.
  ///
  /// By default `value` is encoded by the JSON module (`JSONValueEncoder` with sorted
  /// keys, then the one writer): the bytes `JSONEncoder` writes with `.sortedKeys` and
  /// `.withoutEscapingSlashes` for ordinary values, except that U+2028, U+2029 and U+0085 are
  /// escaped, a non-finite number is written as the string Swift prints (`"inf"`), an integer
  /// beyond `Int`'s range throws, and `Date`, `Data`, `URL` and `Decimal` are written as their
  /// own `Encodable` conformances say. Pass an `encoder` for `JSONEncoder`'s strategies.
  /// Either way `value` is encoded once, and an error its `encode(to:)` throws is thrown from
  /// here; a router answers it like any handler's error.
  ///
  /// ```swift
  /// let response = try Response.json(["ok": true])
  /// String(decoding: response.body, as: UTF8.self)   // {"ok":true}
  /// ```
  /// - Parameters:
  ///   - value: The value to encode.
  ///   - status: The status; `200 OK` by default.
  ///   - encoder: Foundation's encoder to use instead, such as one from ``makeEncoder()`` with
  ///     a date strategy; `nil` (the default) for the JSON module's.
  /// - Returns: The response.
  /// - Throws: What encoding `value` throws.
  public static func json<Value: Encodable>(
    _ value: Value, status: HTTPStatus = .ok, encoder: JSONEncoder? = nil
  ) throws -> Response {
    guard let encoder else { return json(try sortingEncoder.encode(value), status: status) }
    return json(text: Array(try encoder.encode(value)), status: status)
  }

  /// The JSON module's encoder with `JSONEncoder`'s `.sortedKeys` order.
  private static let sortingEncoder = JSONValueEncoder(sortsKeys: true)

  /// A JSON response with the text of `value`, members in their stored order
  /// (`JSONValue.serialized()`).
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

  /// A `JSONEncoder` configured as the JSON module's default writes: sorted keys, no escaped
  /// slashes, so the output is stable and easy to compare; a starting point for an `encoder` of
  /// ``json(_:status:encoder:)``.
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
