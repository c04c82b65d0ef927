import KeyPathMapping

extension KeyPathMapper.MutatingConversionTo where Root == RGB, Member == String {
  /// A color as `"#rrggbb"`; text that is not a color is rejected and the color kept.
  ///
  /// The explicit `id` makes every `.hex` conversion equal, whatever hook it reports to, so a
  /// binding derived through it keeps its identity across renders.
  ///
  /// - Parameter onRejection: Told why a write was refused.
  static func hex(onRejection: @escaping (MappingRejection) -> Void) -> Self {
    .inline(
      id: "RGB.hex",
      extract: { $0.hex },
      embed: { (color: inout RGB, text: String) in
        if let parsed = RGB(hex: text) {
          color = parsed
        } else {
          onRejection(MappingRejection(rejectedValue: text, reason: "\"\(text)\" is not a color in #rrggbb form"))
        }
      })
  }
}
