import JSON

@available(SwiftStdlib 6.2, *)
extension RGB: PlaygroundValue {
  static var typeName: String { "RGB" }

  init(json: JSONValue) throws(ValueRejection) {
    guard case .string(let text) = json, let color = RGB(hex: text) else {
      throw ValueRejection(message: "expected an RGB color as \"#rrggbb\", got \(json.serialized())")
    }
    self = color
  }

  var json: JSONValue { .string(hex) }
}
