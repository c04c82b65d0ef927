import Bindings
import KeyPathMapping

/// Seed 001's color picker: an `RGB` root edited through `<input type=color>` as `"#rrggbb"`.
struct ColorScene: PlaygroundScene {
  static let id = "color"
  static let title = "Color"
  static let summary = """
    An RGB struct edited as a "#rrggbb" string. The failable hex conversion rejects bad text and \
    keeps the color; the converted twin turns it into black.
    """

  @State var color = RGB(red: 0x33, green: 0x66, blue: 0xCC)
  var root: State<RGB> { _color }

  func render(_ context: RenderContext) -> [SceneBinding] {
    [
      SceneBinding(
        "color.mapped", .mapped, .color,
        $color[convert: .hex(onRejection: context.reject)],
        expression: "$color[convert: .hex(onRejection: context.reject)]"),
      SceneBinding(
        "color.converted", .rebuilt, .color,
        $color.converted(forward: { $0.hex }, backward: { RGB(hex: $0) ?? .black }),
        expression: "$color.converted(forward: { $0.hex }, backward: { RGB(hex: $0) ?? .black })"),
    ]
  }
}
