import Bindings
import JSON

// Steps about the chain itself: `.concat` of several conversions as one, and the transaction
// steps `.animation(_:)` and `.transaction(_:)`.

@available(SwiftStdlib 6.2, *)
enum ChainSteps {
  /// How many stages a `.concat` takes: the library's `.concat` has overloads for 2 to 5.
  static let stageCount = 2...5

  static let concat = LabStepKind(
    name: "concat",
    summary: "Several conversions as one: .concat(a, b) reads through a then b and writes back through both.",
    isConversion: false,
    signature: { input in
      guard LabSteps.conversions.contains(where: { $0.signature(input) != nil }) else { return nil }
      return .init(
        parameters: [
          LabParameter(
            "stages", .stages, default: nil,
            "2 to 5 step objects, each a conversion in the convert form, each taking the previous one's member.")
        ],
        output: .parameter("stages"))
    },
    make: { input, arguments throws(PlaygroundError) in
      guard case .array(let stageDefinitions)? = arguments.raw("stages"), stageCount.contains(stageDefinitions.count)
      else {
        throw arguments.error(
          "stages must be an array of \(stageCount.lowerBound) to \(stageCount.upperBound) step objects")
      }
      var stages: [any AnyLabPathStep] = []
      var member = input
      for (offset, definition) in stageDefinitions.enumerated() {
        let position = "\(arguments.position), stage \(offset + 1)"
        let read = try LabPlan.readStep(definition, input: member, position: position, among: LabSteps.conversions)
        guard case .path(let stage) = read.step, stage.conversionCode != nil else {
          throw PlaygroundError.invalid("\(position): a .concat stage must be a conversion in the convert form")
        }
        stages.append(stage)
        member = read.output
      }
      return .path(stages[0].concatenation(of: stages))
    })

  static let animation = LabStepKind(
    name: "animation", summary: "Sets the animation of the binding's transaction: .animation(.easeInOut).",
    isConversion: false,
    signature: { input in
      .init(
        parameters: [
          LabParameter("animation", .animation, default: defaultAnimation, "The animation, or null for none.")
        ],
        output: .type(input))
    },
    make: { _, arguments throws(PlaygroundError) in
      let animation = try arguments.animation("animation") ?? .some(.easeInOut)
      return .transaction(.animation(animation))
    })

  static let transaction = LabStepKind(
    name: "transaction",
    summary:
      "Replaces the binding's transaction: .transaction(Transaction(animation: …)), optionally disabling animations.",
    isConversion: false,
    signature: { input in
      .init(
        parameters: [
          LabParameter(
            "animation", .animation, default: nil,
            "The animation to set, or null for none; left out, the key is not set."),
          LabParameter(
            "disablesAnimations", .boolean, default: nil,
            "Whether the transaction disables animations; left out, the key is not set."),
        ],
        output: .type(input))
    },
    make: { _, arguments throws(PlaygroundError) in
      .transaction(
        .transaction(
          animation: try arguments.animation("animation"), disablesAnimations: try arguments.bool("disablesAnimations"))
      )
    })

  /// `.easeInOut` as JSON, the animation step's default.
  private static let defaultAnimation: JSONValue? = try? JSONValue(encoding: Animation.easeInOut)
}
