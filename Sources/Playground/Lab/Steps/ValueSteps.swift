import JSON
import KeyPathMapping

// Steps that keep to one kind of value: `.clamped(to:)`, `.contains(_:)`, the text conversions
// `.parsed(onRejection:)` and `.parsed(fallback:)`, and the playground's hex colour conversion.
//
// A conversion that holds a closure (`.parsed(onRejection:)`) is identified by its call site
// unless it is given an `id:`. Every lab `.parsed` would then come from one call site in this
// file, and none would equal the same expression pasted into code: the lab gives it an explicit
// `id: "parsed"` and shows it, so the expression has the identity the lab reports.

extension LabComparable {
  /// `.clamped(to: lower...upper)`.
  static func clampedStep(_ arguments: LabArguments) throws(LabDefinitionError) -> any AnyLabPathStep {
    let lower = try arguments.value("lower", as: Self.self, default: labBounds.lower)
    let upper = try arguments.value("upper", as: Self.self, default: labBounds.upper)
    // `lower...upper` traps unless lower <= upper, which NaN never is.
    guard lower <= upper else {
      throw arguments.error("lower (\(lower.swiftLiteral)) must not be above upper (\(upper.swiftLiteral)): a range needs lower <= upper")
    }
    return LabPathStep<Self, Self>.conversion(".clamped(to: \(lower.swiftLiteral)...\(upper.swiftLiteral))") { _ in
      .clamped(to: lower...upper)
    }
  }
}

extension LabText {
  /// `.parsed(id: "parsed", onRejection: context.reject)`: bad text is refused, the root kept.
  static func parsedStep() -> any AnyLabPathStep {
    LabPathStep<Self, String>.conversion(#".parsed(id: "parsed", onRejection: context.reject)"#) { context in
      .parsed(id: "parsed", onRejection: context.reject)
    }
  }

  /// `.parsed(fallback: fallback)`: bad text writes the fallback.
  static func parsedFallbackStep(_ arguments: LabArguments) throws(LabDefinitionError) -> any AnyLabPathStep {
    let fallback = try arguments.value("fallback", as: Self.self, default: labSamples[0])
    return LabPathStep<Self, String>.conversion(".parsed(fallback: \(fallback.swiftLiteral))") { _ in .parsed(fallback: fallback) }
  }
}

/// A lab type that is a set: `.contains(_:)`, built where its element type is known.
protocol LabSet: LabValue {
  static var elementType: any LabValue.Type { get }
  /// The element `.contains` offers first, as JSON.
  static var defaultElementJSON: JSONValue { get }
  static func containsStep(_ arguments: LabArguments) throws(LabDefinitionError) -> any AnyLabPathStep
}

extension Set: LabSet where Element: LabValue & Comparable {
  static var elementType: any LabValue.Type { Element.self }

  /// The element `.contains` offers first: a sample that is not the type's zero.
  static var defaultElement: Element { Element.labSamples.dropFirst().first ?? Element.labSamples[0] }
  static var defaultElementJSON: JSONValue { defaultElement.json }

  static func containsStep(_ arguments: LabArguments) throws(LabDefinitionError) -> any AnyLabPathStep {
    let element = try arguments.value("element", as: Element.self, default: defaultElement)
    return LabPathStep<Self, Bool>.conversion(".contains(\(element.swiftLiteral))") { _ in .contains(element) }
  }
}

enum ValueSteps {
  static let clamped = LabStepKind(
    name: "clamped", summary: "Keeps the value inside a closed range, on read and on write.", isConversion: true,
    signature: { input in
      guard let comparable = input.type as? any LabComparable.Type else { return nil }
      return .init(
        parameters: [
          LabParameter("lower", .value(input.name), default: comparable.boundsJSON.lower, "The smallest value."),
          LabParameter("upper", .value(input.name), default: comparable.boundsJSON.upper, "The largest value."),
        ],
        output: .type(input))
    },
    make: { input, arguments throws(LabDefinitionError) in
      guard let comparable = input.type as? any LabComparable.Type else { throw arguments.error("needs an ordered type, got \(input)") }
      return .path(try comparable.clampedStep(arguments))
    })

  static let contains = LabStepKind(
    name: "contains", summary: "Whether the set holds an element, as a Bool: true inserts it, false removes it.",
    isConversion: true,
    signature: { input in
      guard let set = input.type as? any LabSet.Type, let element = LabType.of(set.elementType),
        let output = LabType.named("Bool")
      else { return nil }
      return .init(
        parameters: [LabParameter("element", .value(element.name), default: set.defaultElementJSON, "The element.")],
        output: .type(output))
    },
    make: { input, arguments throws(LabDefinitionError) in
      guard let set = input.type as? any LabSet.Type else { throw arguments.error("needs a set, got \(input)") }
      return .path(try set.containsStep(arguments))
    })

  static let parsed = LabStepKind(
    name: "parsed", summary: "The value as text; text that does not parse is refused and the root kept (a 422 says why).",
    isConversion: true,
    signature: { input in
      guard input.type is any LabText.Type, let output = LabType.named("String") else { return nil }
      return .init(parameters: [], output: .type(output))
    },
    make: { input, arguments throws(LabDefinitionError) in
      guard let text = input.type as? any LabText.Type else { throw arguments.error("needs a type with a text form, got \(input)") }
      return .path(text.parsedStep())
    })

  static let parsedFallback = LabStepKind(
    name: "parsedFallback", summary: "The value as text; text that does not parse writes the fallback instead.",
    isConversion: true,
    signature: { input in
      guard let text = input.type as? any LabText.Type, let output = LabType.named("String") else { return nil }
      return .init(
        parameters: [LabParameter("fallback", .value(input.name), default: text.firstSampleJSON, "What bad text writes.")],
        output: .type(output))
    },
    make: { input, arguments throws(LabDefinitionError) in
      guard let text = input.type as? any LabText.Type else { throw arguments.error("needs a type with a text form, got \(input)") }
      return .path(try text.parsedFallbackStep(arguments))
    })

  static let hex = LabStepKind(
    name: "hex", summary: "An RGB colour as \"#rrggbb\" text; text that is not a colour is refused and the colour kept.",
    isConversion: true,
    signature: { input in
      guard input.name == "RGB", let output = LabType.named("String") else { return nil }
      return .init(parameters: [], output: .type(output))
    },
    make: { _, _ in
      .path(LabPathStep<RGB, String>.conversion(".hex(onRejection: context.reject)") { context in .hex(onRejection: context.reject) })
    })
}

extension LabComparable {
  static var boundsJSON: (lower: JSONValue, upper: JSONValue) { (labBounds.lower.json, labBounds.upper.json) }
}
