/// The JSON form carries the two keys a web page acts on:
///
/// ```json
/// {"animation": {"curve": "easeIn", "duration": 0.35, "delay": 0, "speed": 1}, "disablesAnimations": false}
/// {"animation": null, "disablesAnimations": true}
/// ```
///
/// `animation` is `null` when no animation applies, otherwise `Animation`'s JSON form. Encoding
/// always writes both members; other keys (``isContinuous``, custom ``TransactionKey`` values)
/// are not part of the form.
///
/// Decoding sets only the keys present: `{}` is an empty transaction, and
/// `{"animation": null}` sets the animation key to "no animation" (which overrides a binding's
/// animation, as `withAnimation(nil)` does). A member of another name is refused, and
/// `disablesAnimations` must be a boolean.
///
/// ```swift
/// let transaction = try JSONDecoder().decode(Transaction.self, from: Data(#"{"animation": null}"#.utf8))
/// transaction.setKeyNames      // ["animation"]
/// String(decoding: try JSONEncoder().encode(transaction), as: UTF8.self)
/// // {"animation":null,"disablesAnimations":false}
/// ```
@available(SwiftStdlib 6.0, *)
extension Transaction: Codable {
  private enum CodingKeys: String, CodingKey, CaseIterable {
    case animation, disablesAnimations
  }

  /// Decodes the form described on the `Codable` conformance, setting the keys present.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError` for an unknown member, an invalid animation or a
  ///   `disablesAnimations` that is not a boolean.
  public init(from decoder: any Decoder) throws {
    try decoder.refuseMembers(other: CodingKeys.self)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init()
    if container.contains(.animation) {
      animation =
        try container.decodeNil(forKey: .animation) ? nil : container.decode(Animation.self, forKey: .animation)
    }
    if container.contains(.disablesAnimations) {
      disablesAnimations = try container.decode(Bool.self, forKey: .disablesAnimations)
    }
  }

  /// Encodes the form described on the `Codable` conformance: both members, always.
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(animation, forKey: .animation)
    try container.encode(disablesAnimations, forKey: .disablesAnimations)
  }
}
