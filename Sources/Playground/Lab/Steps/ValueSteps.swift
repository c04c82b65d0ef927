import JSON
import KeyPathMapping

// Steps that keep to one kind of value: `.clamped(to:)`, `.contains(_:)`, the text conversions
// `.parsed(onRejection:)` and `.parsed(fallback:)`, and the playground's hex colour conversion.
//
// A conversion that holds a closure (`.parsed(onRejection:)`) is identified by its call site
// unless it is given an `id:`. Every lab `.parsed` would then come from one call site in this
// file, and none would equal the same expression pasted into code: the lab gives it an explicit
// `id: "parsed"` and shows it, so the expression has the identity the lab reports.

@available(SwiftStdlib 6.2, *)
extension LabComparable {
  /// `.clamped(to: lower...upper)`.
  static func clampedStep(_ arguments: LabArguments) throws(PlaygroundError) -> any AnyLabPathStep {
    let lower = try arguments.value("lower", as: Self.self, default: labBounds.lower)
    let upper = try arguments.value("upper", as: Self.self, default: labBounds.upper)
    // `lower...upper` traps unless lower <= upper, which NaN never is.
    guard lower <= upper else {
      throw arguments.error(
        "lower (\(lower.swiftSource)) must not be above upper (\(upper.swiftSource)): a range needs lower <= upper")
    }
    return LabPathStep<Self, Self>.conversion(".clamped(to: \(lower.swiftSource)...\(upper.swiftSource))") { _ in
      .clamped(to: lower...upper)
    }
  }
}

@available(SwiftStdlib 6.2, *)
extension LabText {
  /// `.parsed(id: "parsed", onRejection: context.reject)`: bad text is refused, the root kept.
  static func parsedStep() -> any AnyLabPathStep {
    LabPathStep<Self, String>.conversion(#".parsed(id: "parsed", onRejection: context.reject)"#) { context in
      .parsed(id: "parsed", onRejection: context.reject)
    }
  }

  /// `.parsed(fallback: fallback)`: bad text writes the fallback.
  static func parsedFallbackStep(_ arguments: LabArguments) throws(PlaygroundError) -> any AnyLabPathStep {
    let fallback = try arguments.value("fallback", as: Self.self, default: labSamples[0])
    return LabPathStep<Self, String>.conversion(".parsed(fallback: \(fallback.swiftSource))") { _ in
      .parsed(fallback: fallback)
    }
  }
}

/// A lab type that is a set: `.contains(_:)`, built where its element type is known.
@available(SwiftStdlib 6.2, *)
protocol LabSet: LabValue {
  static var elementType: any LabValue.Type { get }
  /// The element `.contains` offers first, as JSON.
  static var defaultElementJSON: JSONValue { get }
  static func containsStep(_ arguments: LabArguments) throws(PlaygroundError) -> any AnyLabPathStep
}

@available(SwiftStdlib 6.2, *)
extension Set: LabSet where Element: LabValue & Comparable {
  static var elementType: any LabValue.Type { Element.self }

  /// The element `.contains` offers first: a sample that is not the type's zero.
  static var defaultElement: Element { Element.labSamples.dropFirst().first ?? Element.labSamples[0] }
  static var defaultElementJSON: JSONValue { defaultElement.json }

  static func containsStep(_ arguments: LabArguments) throws(PlaygroundError) -> any AnyLabPathStep {
    let element = try arguments.value("element", as: Element.self, default: defaultElement)
    return LabPathStep<Self, Bool>.conversion(".contains(\(element.swiftSource))") { _ in .contains(element) }
  }
}

@available(SwiftStdlib 6.2, *)
enum ValueSteps {
  static let clamped = LabStepKind.opening(
    "clamped", "Keeps the value inside a closed range, on read and on write.", { $0.type as? any LabComparable.Type },
    signature: { comparable, input in
      .init(
        parameters: [
          LabParameter("lower", .value(input.name), default: comparable.boundsJSON.lower, "The smallest value."),
          LabParameter("upper", .value(input.name), default: comparable.boundsJSON.upper, "The largest value."),
        ],
        output: .type(input))
    },
    make: { comparable, arguments throws(PlaygroundError) in .path(try comparable.clampedStep(arguments)) })

  static let contains = LabStepKind.opening(
    "contains", "Whether the set holds an element, as a Bool: true inserts it, false removes it.",
    { $0.type as? any LabSet.Type },
    signature: { set, _ in
      guard let element = LabType.of(set.elementType), let output = LabType.named("Bool") else { return nil }
      return .init(
        parameters: [LabParameter("element", .value(element.name), default: set.defaultElementJSON, "The element.")],
        output: .type(output))
    },
    make: { set, arguments throws(PlaygroundError) in .path(try set.containsStep(arguments)) })

  static let parsed = LabStepKind.opening(
    "parsed", "The value as text; text that does not parse is refused and the root kept (a 422 says why).",
    { $0.type as? any LabText.Type },
    signature: { _, _ in LabType.named("String").map { .init(parameters: [], output: .type($0)) } },
    make: { text, _ in .path(text.parsedStep()) })

  static let parsedFallback = LabStepKind.opening(
    "parsedFallback", "The value as text; text that does not parse writes the fallback instead.",
    { $0.type as? any LabText.Type },
    signature: { text, input in
      LabType.named("String").map { output in
        .init(
          parameters: [
            LabParameter("fallback", .value(input.name), default: text.firstSampleJSON, "What bad text writes.")
          ],
          output: .type(output))
      }
    },
    make: { text, arguments throws(PlaygroundError) in .path(try text.parsedFallbackStep(arguments)) })

  static let hex = LabStepKind.opening(
    "hex", "An RGB colour as \"#rrggbb\" text; text that is not a colour is refused and the colour kept.",
    { $0.type as? RGB.Type },
    signature: { _, _ in LabType.named("String").map { .init(parameters: [], output: .type($0)) } },
    make: { _, _ in
      .path(
        LabPathStep<RGB, String>.conversion(".hex(onRejection: context.reject)") { context in
          .hex(onRejection: context.reject)
        })
    })
}

@available(SwiftStdlib 6.2, *)
extension LabComparable {
  static var boundsJSON: (lower: JSONValue, upper: JSONValue) { (labBounds.lower.json, labBounds.upper.json) }
}
