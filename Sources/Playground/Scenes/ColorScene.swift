import Bindings
import KeyPathMapping

/// An `RGB` root edited by a colour picker as `"#rrggbb"`: a failable conversion that keeps the
/// colour and its animation on bad text, beside a closure-built one that turns it black.
@available(SwiftStdlib 6.2, *)
struct ColorScene: PlaygroundScene {
  static let id = "color"
  static let title = "Color"
  static let summary = """
    An RGB struct edited as a "#rrggbb" string, both bindings animated. The failable hex \
    conversion rejects bad text, keeps the color and its animation; converted(forward:backward:) \
    is Binding(get:set:) inside: bad text becomes black, and the animation is lost.
    """
  static let widgets: [SceneWidget] = [.swatch]
  /// The exported test's copy of the hex conversion (`HexConversion.swift`); the colour itself is
  /// one of the lab's types, which ``ExportPrelude`` declares.
  static let exportDeclarations = [
    ExportDeclaration(
      neededBy: [".hex(onRejection:"],
      copyOf: ["Sources/Playground/Scenes/HexConversion.swift"],
      source: """
        extension KeyPathMapper.MutatingConversionTo where Root == RGB, Member == String {
          /// A colour as "#rrggbb"; text that is not a colour is refused and the colour kept.
          fileprivate static func hex(onRejection: @escaping (MappingRejection) -> Void) -> Self {
            .failable(
              id: "RGB.hex",
              extract: { $0.hex },
              embed: { (text: String) throws(MappingRejection) -> RGB in
                guard let color = RGB(hex: text) else {
                  throw MappingRejection(rejectedValue: text, reason: "\\"\\(text)\\" is not a color in #rrggbb form")
                }
                return color
              },
              onRejection: onRejection)
          }
        }
        """)
  ]

  @State var color = RGB(red: 0x33, green: 0x66, blue: 0xCC)
  var root: State<RGB> { _color }

  func render(_ context: WriteContext) -> [SceneBinding] {
    [
      SceneBinding(
        "color.mapped", .mapped, .color,
        $color[convert: .hex(onRejection: context.reject)].animation(.easeInOut),
        expression: "$color[convert: .hex(onRejection: context.reject)].animation(.easeInOut)"),
      SceneBinding(
        "color.converted", .rebuilt, .color,
        $color.converted(forward: { $0.hex }, backward: { RGB(hex: $0) ?? .black }).animation(.easeInOut),
        expression: "$color.converted(forward: { $0.hex }, backward: { RGB(hex: $0) ?? .black }).animation(.easeInOut)",
        twinOf: "color.mapped"),
    ]
  }
}
