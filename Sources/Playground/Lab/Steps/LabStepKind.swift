import JSON

/// A step the lab offers, by the name a definition gives it (`"to"`, `"safeIndex"`): which input
/// types take it, with which parameters and to which output, and how to make it.
struct LabStepKind: Sendable {
  /// What a step makes of one input type.
  struct Signature: Sendable {
    let parameters: [LabParameter]
    let output: Output
  }

  /// The member type after the step.
  enum Output: Sendable {
    /// Always this type.
    case type(LabType)
    /// The type the named parameter gives (`.to(T.self)`'s `type`).
    case parameter(String)
  }

  /// The definition's `step` value.
  let name: String
  /// One sentence for the menu.
  let summary: String
  /// Whether a `.concat` can take the step as a stage: it is a conversion.
  let isConversion: Bool
  /// The parameters and output for an input type, or `nil` when the type does not take the step.
  let signature: @Sendable (LabType) -> Signature?
  /// Makes the step for an input type the signature accepts, from its arguments.
  let make: @Sendable (LabType, LabArguments) throws(LabDefinitionError) -> LabPlanStep

  /// The contract's `LabStepChoice` for `input`, or `nil` when `input` does not take the step.
  func choice(for input: LabType) -> JSONValue? {
    guard let signature = signature(input) else { return nil }
    let output: JSONValue = switch signature.output {
    case .type(let type): ["type": .string(type.name)]
    case .parameter(let name): ["parameter": .string(name)]
    }
    return [
      "step": .string(name), "output": output,
      "parameters": .array(signature.parameters.map(\.json)),
    ]
  }
}
