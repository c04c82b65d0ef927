/// Decodes `Decodable` values from ``JSONValue`` trees, strictly.
///
/// A value is read only from the JSON that spells it exactly: a `Bool` from `true` or `false`, a
/// `String` from a string, an integer type from an integral number in its range (`2` or `2.0`,
/// not `2.5`), a `Float` from a number in its range. A `Double` or a `Float` also reads the
/// strings ``JSONValue/serialized()`` writes for non-finite numbers, `"inf"`, `"-inf"` and
/// `"nan"`, so what this module writes it reads back. Members a type does not ask for are
/// ignored, as by every `Decoder`; a type that refuses unknown members asks for `allKeys`.
///
/// ```swift
/// struct Point: Decodable { var x: Double; var y: Int }
/// try JSONValueDecoder().decode(Point.self, from: ["x": 0.5, "y": 2])   // Point(x: 0.5, y: 2)
/// try JSONValueDecoder().decode(Point.self, from: ["x": 0.5, "y": 2.5])
/// // throws: y: expected an Int, got 2.5
/// ```
@available(SwiftStdlib 6.2, *)
public struct JSONValueDecoder: Sendable {
  /// Creates a decoder.
  public init() {}

  /// Decodes a value of type `type` from `value`.
  ///
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - value: The JSON value to read.
  /// - Returns: The decoded value.
  /// - Throws: ``JSONDecodingError`` for every `DecodingError`, naming where and what; any
  ///   other error `type`'s `init(from:)` throws, unchanged.
  public func decode<Value: Decodable>(_ type: Value.Type = Value.self, from value: JSONValue) throws -> Value {
    do {
      return try Value(from: ValueDecoder(value: value, codingPath: []))
    } catch let error as DecodingError {
      throw JSONDecodingError(error)
    }
  }
}

@available(SwiftStdlib 6.2, *)
extension JSONValue {
  /// This value decoded as `type` by a ``JSONValueDecoder``.
  ///
  /// ```swift
  /// try JSONValue.array([1, 2]).decoded(as: [Int].self)   // [1, 2]
  /// ```
  /// - Parameter type: The type to decode.
  /// - Returns: The decoded value.
  /// - Throws: What ``JSONValueDecoder/decode(_:from:)`` throws.
  public func decoded<Value: Decodable>(as type: Value.Type = Value.self) throws -> Value {
    try JSONValueDecoder().decode(type, from: self)
  }
}
