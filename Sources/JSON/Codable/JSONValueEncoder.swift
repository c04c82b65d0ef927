/// Encodes `Encodable` values as ``JSONValue`` trees.
///
/// Members keep the order `encode(to:)` wrote them in (synthesized conformances write their
/// properties in declaration order), or are sorted by name with ``sortsKeys``. Integers become
/// ``JSONValue/integer(_:)``; a `Float` becomes the `Double` of its own shortest text, so
/// `Float(0.1)` is written `0.1`; a non-finite number stays non-finite, which
/// ``JSONValue/serialized()`` spells as `"inf"`, `"-inf"` or `"nan"`. Foundation types that
/// `JSONEncoder` treats specially (`Date`, `Data`, `URL`, `Decimal`) are written as their own
/// `Encodable` conformances say.
///
/// ```swift
/// struct Point: Encodable { var y = 2; var x = 0.5 }
/// try JSONValueEncoder().encode(Point()).serialized()                  // {"y":2,"x":0.5}
/// try JSONValueEncoder(sortsKeys: true).encode(Point()).serialized()   // {"x":0.5,"y":2}
/// ```
@available(SwiftStdlib 6.2, *)
public struct JSONValueEncoder: Sendable {
  /// Whether objects list their members sorted by the UTF-8 bytes of their names, as
  /// `JSONEncoder`'s `.sortedKeys` does, rather than in the order they were encoded.
  public var sortsKeys: Bool

  /// Creates an encoder.
  ///
  /// - Parameter sortsKeys: Whether to sort members by name; `false` keeps their encoding order.
  public init(sortsKeys: Bool = false) {
    self.sortsKeys = sortsKeys
  }

  /// Encodes `value`.
  ///
  /// ```swift
  /// try JSONValueEncoder().encode([1, 2])   // .array([.integer(1), .integer(2)])
  /// ```
  /// - Parameter value: The value to encode.
  /// - Returns: Its JSON value.
  /// - Throws: What `value`'s `encode(to:)` throws, and `EncodingError.invalidValue` when it
  ///   encodes nothing, an integer beyond `Int`'s range, or two kinds of container at one place.
  public func encode(_ value: some Encodable) throws -> JSONValue {
    let slot = EncodingSlot()
    try slot.encode(value, codingPath: [])
    return try slot.value(sortingKeys: sortsKeys, codingPath: [])
  }
}

@available(SwiftStdlib 6.2, *)
extension JSONValue {
  /// Encodes `value` with a ``JSONValueEncoder`` that keeps the encoding order.
  ///
  /// ```swift
  /// try JSONValue(encoding: ["a": true])   // .object([(key: "a", value: .bool(true))])
  /// ```
  /// - Parameter value: The value to encode.
  /// - Throws: What ``JSONValueEncoder/encode(_:)`` throws.
  public init(encoding value: some Encodable) throws {
    self = try JSONValueEncoder().encode(value)
  }
}
