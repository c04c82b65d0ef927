package import JSON

/// Whether two lab bindings' chains are the same binding, by the library's rule, and if not,
/// which step made the difference.
///
/// Every lab binding has a root of its own, and a binding's identity starts with its root, so
/// two lab bindings are never the same binding. What the learner asks is whether their *chains*
/// are: both are built again over one `State` of the root type, and their `Binding.identity`
/// values are compared after each step that goes through a key path. Identity is location-based:
/// the starting values and the transaction steps take no part.
@available(SwiftStdlib 6.2, *)
package enum LabComparison {
  /// The contract's `LabComparison` of `left` and `right`.
  package static func compare(_ left: LabEntry, _ right: LabEntry) -> JSONValue {
    let base: [(key: String, value: JSONValue)] = [("left", .string(left.id)), ("right", .string(right.id))]
    guard left.plan.rootType == right.plan.rootType else {
      return .object(
        base + [
          ("equal", false), ("identities", .null),
          (
            "difference",
            [
              "left": ["step": 0, "code": .string("root \(left.plan.rootType)")],
              "right": ["step": 0, "code": .string("root \(right.plan.rootType)")],
            ]
          ),
          (
            "explanation",
            .string(
              "The roots have different types (\(left.plan.rootType) and \(right.plan.rootType)): no binding over one can be a binding over the other."
            )
          ),
        ])
    }
    let root = left.root.copy()
    let leftSteps = LabBuildRecorder.comparing()
    let rightSteps = LabBuildRecorder.comparing()
    guard
      let leftEnd = try? left.plan.build(over: root, context: LabWriteContext(), keepsPath: false, recorder: leftSteps),
      let rightEnd = try? right.plan.build(
        over: root, context: LabWriteContext(), keepsPath: false, recorder: rightSteps)
    else {
      return .object(
        base + [
          ("equal", false), ("identities", .null), ("difference", .null),
          ("explanation", "The chains could not both be built over one root."),
        ])
    }
    let identities: JSONValue = ["left": .string(leftEnd.identityText), "right": .string(rightEnd.identityText)]
    let equal = leftEnd.identityKey == rightEnd.identityKey
    let mismatch = firstMismatch(leftSteps.identities, rightSteps.identities)
    guard !equal, let mismatch else {
      return .object(
        base + [
          ("equal", .bool(equal)), ("identities", identities), ("difference", .null),
          (
            "explanation",
            .string(
              equal
                ? "Built over one root, both chains derive through equal key paths: the same steps with the same parameters. Identity ignores the starting values and the transaction steps."
                : "The chains are not the same binding.")
          ),
        ])
    }
    let leftStep = leftSteps.identities.indices.contains(mismatch) ? leftSteps.identities[mismatch] : nil
    let rightStep = rightSteps.identities.indices.contains(mismatch) ? rightSteps.identities[mismatch] : nil
    func side(_ step: LabBuildRecorder.StepIdentity?) -> JSONValue {
      step.map { ["step": .integer($0.step), "code": .string($0.code)] } ?? .null
    }
    let explanation: String
    switch (leftStep, rightStep) {
    case (let leftStep?, let rightStep?):
      explanation =
        "\(left.id)'s step \(leftStep.step), \(leftStep.code), and \(right.id)'s step \(rightStep.step), \(rightStep.code), are different key paths: a mapping's parameters are part of its identity, so the bindings differ from there on."
    case (let onlyStep?, nil), (nil, let onlyStep?):
      let longer = leftStep == nil ? right.id : left.id
      explanation =
        "\(longer) goes one step further, step \(onlyStep.step), \(onlyStep.code): a binding projected further from the same root is another binding."
    case (nil, nil):
      explanation = "The chains are not the same binding."
    }
    return .object(
      base + [
        ("equal", false), ("identities", identities),
        ("difference", ["left": side(leftStep), "right": side(rightStep)]), ("explanation", .string(explanation)),
      ])
  }

  /// The first position where the identities after each step differ, or where one chain has a
  /// step the other lacks; `nil` when they match step for step.
  private static func firstMismatch(
    _ left: [LabBuildRecorder.StepIdentity], _ right: [LabBuildRecorder.StepIdentity]
  ) -> Int? {
    for index in 0..<min(left.count, right.count) where left[index].key != right[index].key { return index }
    return left.count == right.count ? nil : min(left.count, right.count)
  }
}
