import KeyPathMapping

// `.to(T.self)` between the lab's numeric types, with its rounding rule where a floating-point
// value meets an integer. The four directions are the library's four conversions; which one a
// step is follows from its two types, opened from the definition's names.

@available(SwiftStdlib 6.2, *)
enum NumericSteps {
  /// The types `.to(_:)` converts between.
  static let types: [LabType] = ["Float", "Double", "Int", "Int8", "UInt8"].compactMap(LabType.named)

  /// `FloatingPointRoundingRule`'s cases by their Swift names.
  static let roundingRules: [(name: String, rule: FloatingPointRoundingRule)] = [
    ("towardZero", .towardZero), ("toNearestOrAwayFromZero", .toNearestOrAwayFromZero),
    ("toNearestOrEven", .toNearestOrEven), ("up", .up), ("down", .down), ("awayFromZero", .awayFromZero),
  ]

  static let to = LabStepKind(
    name: "to",
    summary:
      "Converts between numeric types without trapping: saturates at the target's bounds, reads NaN as 0 in an integer.",
    isConversion: true,
    signature: { input in
      guard types.contains(input) else { return nil }
      return .init(
        parameters: [
          LabParameter(
            "type", .type(types.map(\.name)), default: .string(defaultTarget(for: input).name), "The member type."),
          LabParameter(
            "rounding", .choice(roundingRules.map(\.name)), default: "towardZero",
            "How a fraction is rounded where a floating-point value becomes an integer; only between an integer and a floating-point type.",
            appliesWhen: .init(parameter: "type", oneOf: types.filter { crosses(input, $0) }.map(\.name))),
        ],
        output: .parameter("type"))
    },
    make: { input, arguments throws(PlaygroundError) in
      let target = try arguments.type("type", among: types, default: defaultTarget(for: input))
      if !crosses(input, target), arguments.has("rounding") {
        throw arguments.error(
          "rounding applies only between an integer and a floating-point type, not from \(input) to \(target)")
      }
      let name = try arguments.choice("rounding", among: roundingRules.map(\.name), default: "towardZero")
      let rule = roundingRules.first { $0.name == name }?.rule ?? .towardZero
      guard let step = conversion(from: input.type, to: target.type, rounding: rule) else {
        throw arguments.error("cannot convert from \(input) to \(target)")
      }
      return .path(step)
    })

  /// Whether a conversion from `input` to `target` turns a floating-point value into an integer
  /// one way or the other, so that a rounding rule applies.
  private static func crosses(_ input: LabType, _ target: LabType) -> Bool {
    (input.type is any LabFloatingPoint.Type) != (target.type is any LabFloatingPoint.Type)
  }

  /// Another type than `input`'s own, the one a learner most likely means.
  private static func defaultTarget(for input: LabType) -> LabType {
    LabType.named(input.name == "Double" ? "Float" : "Double") ?? input
  }

  /// The conversion between two numeric types, opened from their metatypes.
  static func conversion(
    from input: any LabValue.Type, to output: any LabValue.Type, rounding: FloatingPointRoundingRule
  ) -> (any AnyLabPathStep)? {
    switch (input, output) {
    case (let input as any LabFloatingPoint.Type, let output as any LabFloatingPoint.Type):
      floatingToFloating(input, output)
    case (let input as any LabFloatingPoint.Type, let output as any LabInteger.Type):
      floatingToInteger(input, output, rounding: rounding)
    case (let input as any LabInteger.Type, let output as any LabFloatingPoint.Type):
      integerToFloating(input, output, rounding: rounding)
    case (let input as any LabInteger.Type, let output as any LabInteger.Type):
      integerToInteger(input, output)
    default:
      nil
    }
  }

  private static func floatingToFloating<In: LabFloatingPoint, Out: LabFloatingPoint>(
    _: In.Type, _: Out.Type
  ) -> any AnyLabPathStep {
    LabPathStep<In, Out>.conversion(".to(\(Out.typeName).self)") { _ in .to(Out.self) }
  }

  private static func floatingToInteger<In: LabFloatingPoint, Out: LabInteger>(
    _: In.Type, _: Out.Type, rounding: FloatingPointRoundingRule
  ) -> any AnyLabPathStep {
    LabPathStep<In, Out>.conversion(code(Out.typeName, rounding)) { _ in .to(Out.self, rounding: rounding) }
  }

  private static func integerToFloating<In: LabInteger, Out: LabFloatingPoint>(
    _: In.Type, _: Out.Type, rounding: FloatingPointRoundingRule
  ) -> any AnyLabPathStep {
    LabPathStep<In, Out>.conversion(code(Out.typeName, rounding)) { _ in .to(Out.self, rounding: rounding) }
  }

  private static func integerToInteger<In: LabInteger, Out: LabInteger>(
    _: In.Type, _: Out.Type
  ) -> any AnyLabPathStep {
    LabPathStep<In, Out>.conversion(".to(\(Out.typeName).self)") { _ in .to(Out.self) }
  }

  /// `.to(Int.self)`, with the rounding rule written out when it is not the default.
  private static func code(_ type: String, _ rounding: FloatingPointRoundingRule) -> String {
    let name = roundingRules.first { $0.rule == rounding }?.name ?? "towardZero"
    return name == "towardZero" ? ".to(\(type).self)" : ".to(\(type).self, rounding: .\(name))"
  }
}
