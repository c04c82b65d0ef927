import JSON

/// A step the lab offers, by the name a definition gives it (`"to"`, `"safeIndex"`): which input
/// types take it, with which parameters and to which output, and how to make it.
@available(SwiftStdlib 6.2, *)
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
  let make: @Sendable (LabType, LabArguments) throws(PlaygroundError) -> LabPlanStep

  /// The contract's `LabStepChoice` for `input`, or `nil` when `input` does not take the step.
  func choice(for input: LabType) -> JSONValue? {
    guard let signature = signature(input) else { return nil }
    let output: JSONValue =
      switch signature.output {
      case .type(let type): ["type": .string(type.name)]
      case .parameter(let name): ["parameter": .string(name)]
      }
    return [
      "step": .string(name), "output": output,
      "parameters": .array(signature.parameters.map(\.json)),
    ]
  }
}

@available(SwiftStdlib 6.2, *)
extension LabStepKind {
  /// A step for the input types in which `open` finds what it needs, such as
  /// `{ $0.type as? any LabText.Type }`: the signature and the maker are handed what it found,
  /// so neither checks the input type again.
  static func opening<Capability>(
    _ name: String, _ summary: String, isConversion: Bool = true,
    _ open: @escaping @Sendable (LabType) -> Capability?,
    signature: @escaping @Sendable (Capability, LabType) -> Signature?,
    make: @escaping @Sendable (Capability, LabArguments) throws(PlaygroundError) -> LabPlanStep
  ) -> LabStepKind {
    LabStepKind(
      name: name, summary: summary, isConversion: isConversion,
      signature: { input in open(input).flatMap { signature($0, input) } },
      make: { input, arguments throws(PlaygroundError) in
        guard let capability = open(input) else { throw arguments.error("not valid for a \(input)") }
        return try make(capability, arguments)
      })
  }
}
