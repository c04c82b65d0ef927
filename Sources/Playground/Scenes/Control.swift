import JSON

/// The page control that edits a binding, with its range where it has one.
@available(SwiftStdlib 6.2, *)
package enum Control: Sendable {
  case slider(ClosedRange<Double>, step: Double)
  case text
  case color
  case checkbox
  case number
  /// A text field with a "set nil" button, for `String?`.
  case optionalText
  /// A choice of an enum's case beside a text field for its payload, for a ``Destination``.
  case cases([String])

  /// The slider the contract uses for 0...1 values.
  static let unitSlider = Control.slider(0...1, step: 0.01)

  var json: JSONValue {
    switch self {
    case .slider(let range, let step):
      ["type": "slider", "min": .number(range.lowerBound), "max": .number(range.upperBound), "step": .number(step)]
    case .text: ["type": "text"]
    case .color: ["type": "color"]
    case .checkbox: ["type": "checkbox"]
    case .number: ["type": "number"]
    case .optionalText: ["type": "optionalText"]
    case .cases(let names): ["type": "cases", "options": .array(names.map { .string($0) })]
    }
  }
}
