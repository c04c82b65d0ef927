import JSON
import KeyPathMapping

// `.optional` (a value seen as an Optional) and the unwrapped family (an Optional seen as its
// value: `.unwrapped(with:aggressive:)`, or the getter `.unwrappedWith(_:)` paired with the
// setter `.aggressive(_:)`), each in its forms.

/// A lab type that is an Optional: the unwrapped steps, built where `Wrapped` is known.
@available(SwiftStdlib 6.2, *)
protocol LabOptional: LabValue {
  static var wrappedType: any LabValue.Type { get }
  static func unwrappedStep(_ arguments: LabArguments, form: LabForm) throws(PlaygroundError) -> any AnyLabPathStep
}

@available(SwiftStdlib 6.2, *)
extension Optional: LabOptional where Wrapped: LabValue {
  static var wrappedType: any LabValue.Type { Wrapped.self }

  static func unwrappedStep(_ arguments: LabArguments, form: LabForm) throws(PlaygroundError) -> any AnyLabPathStep {
    let defaultValue = try arguments.value("default", as: Wrapped.self, default: Wrapped.labSamples[0])
    if form.isReadOnly, arguments.has("aggressive") {
      throw arguments.error("aggressive says how a write into nil goes; the \(form.rawValue) form does not write")
    }
    let aggressive = try arguments.bool("aggressive") ?? false
    let literal = defaultValue.swiftSource
    return LabPathStep<Wrapped?, Wrapped>.predefined(
      .init(
        conversion: ".unwrapped(with: \(literal), aggressive: \(aggressive))",
        getter: ".unwrappedWith(\(literal))", setter: ".aggressive(\(aggressive))"),
      form: form,
      conversion: { .unwrapped(with: defaultValue, aggressive: aggressive) },
      getter: { .unwrappedWith(defaultValue) }, setter: { .aggressive(aggressive) })
  }
}

@available(SwiftStdlib 6.2, *)
extension LabValue {
  /// `.optional` from this type, in `form`.
  static func optionalStep(form: LabForm) -> any AnyLabPathStep {
    LabPathStep<Self, Self?>.predefined(
      .init(conversion: ".optional", getter: ".optional", setter: ".optional"), form: form,
      conversion: { .optional }, getter: { .optional }, setter: { .optional })
  }
}

@available(SwiftStdlib 6.2, *)
enum OptionalSteps {
  static let unwrapped = LabStepKind.opening(
    "unwrapped", "An Optional as its value: nil reads as the default; a write into nil is ignored unless aggressive.",
    { $0.type as? any LabOptional.Type },
    signature: { optional, _ in
      guard let wrapped = LabType.of(optional.wrappedType) else { return nil }
      return .init(
        parameters: [
          LabParameter("default", .value(wrapped.name), default: wrapped.type.firstSampleJSON, "What nil reads as."),
          LabParameter(
            "aggressive", .boolean, default: false, "Whether a write into nil stores the value.",
            appliesWhen: .init(parameter: "form", oneOf: [LabForm.convert.rawValue, LabForm.getterSetter.rawValue])),
          .form(LabForm.conversionForms),
        ],
        output: .type(wrapped))
    },
    make: { optional, arguments throws(PlaygroundError) in
      .path(
        try optional.unwrappedStep(arguments, form: try LabForm.read(from: arguments, among: LabForm.conversionForms)))
    })

  static let optional = LabStepKind.opening(
    "optional", "The value as an Optional: it never reads nil, and writing nil leaves the root unchanged.",
    { input in input.type is any LabOptional.Type ? nil : input.type },
    signature: { _, input in
      LabType.named(input.name + "?").map { .init(parameters: [.form(LabForm.conversionForms)], output: .type($0)) }
    },
    make: { type, arguments throws(PlaygroundError) in
      .path(type.optionalStep(form: try LabForm.read(from: arguments, among: LabForm.conversionForms)))
    })
}

@available(SwiftStdlib 6.2, *)
extension LabValue {
  /// The first sample as JSON: the default a parameter of this type starts with.
  static var firstSampleJSON: JSONValue { labSamples[0].json }
}
