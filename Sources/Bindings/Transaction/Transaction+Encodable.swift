/// The JSON form shows what a transaction carries, for a log or a web page:
///
/// ```json
/// {
///   "keys": ["animation", "disablesAnimations"],
///   "animation": {"curve": "easeIn", "duration": 0.35, "delay": 0, "speed": 1},
///   "disablesAnimations": true,
///   "isContinuous": false,
///   "description": "Transaction(animation: easeIn(duration: 0.35), disablesAnimations: true)"
/// }
/// ```
///
/// `keys` lists the set keys (``setKeyNames``), so an empty list means an empty transaction;
/// `animation` is `null` when no animation applies (see `Animation`'s `Codable` form otherwise).
/// Custom values appear only in `keys` and `description`. Encoding only: a custom key cannot be
/// rebuilt from its name.
extension Transaction: Encodable {
  private enum CodingKeys: String, CodingKey {
    case keys, animation, disablesAnimations, isContinuous, description
  }

  /// Encodes the JSON form described on the `Encodable` conformance.
  ///
  /// - Parameter encoder: The encoder to write to.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(setKeyNames, forKey: .keys)
    try container.encode(animation, forKey: .animation)
    try container.encode(disablesAnimations, forKey: .disablesAnimations)
    try container.encode(isContinuous, forKey: .isContinuous)
    try container.encode(description, forKey: .description)
  }
}
