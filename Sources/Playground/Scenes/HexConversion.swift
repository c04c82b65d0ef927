import KeyPathMapping

@available(SwiftStdlib 6.2, *)
extension KeyPathMapper.MutatingConversionTo where Root == RGB, Member == String {
  /// A color as `"#rrggbb"`; text that is not a color is rejected and the color kept.
  ///
  /// Built on the library's `.failable`: the embed throws a `MappingRejection`, the conversion
  /// hands it to `onRejection` and leaves the root alone. The explicit `id` makes every `.hex`
  /// conversion equal, whatever hook it reports to, so a binding derived through it keeps its
  /// identity across renders.
  ///
  /// - Parameter onRejection: Told why a write was refused.
  static func hex(onRejection: @escaping (MappingRejection) -> Void) -> Self {
    .failable(
      id: "RGB.hex",
      extract: { $0.hex },
      embed: { (text: String) throws(MappingRejection) -> RGB in
        guard let color = RGB(hex: text) else {
          throw MappingRejection(rejectedValue: text, reason: "\"\(text)\" is not a color in #rrggbb form")
        }
        return color
      },
      onRejection: onRejection)
  }
}
