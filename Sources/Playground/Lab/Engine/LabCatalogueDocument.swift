import JSON

/// `GET /api/lab/catalogue`: the lab's types, the steps each one takes with their parameters
/// and outputs, the forms, and the limits. The lab page builds its menus from it alone.
@available(SwiftStdlib 6.2, *)
package enum LabCatalogueDocument {
  /// The names the expressions use besides the root, as the lab builds them.
  static let scope = """
    Expressions run where `@State var value: Root` is declared, with `context` (a failable \
    conversion's `onRejection: context.reject` reports there) and `haptics` (the hooks call \
    `haptics.impact()`) in scope, as in a scene's render.
    """

  /// The catalogue, serialized once: it never changes while the server runs.
  package static let text: [UInt8] = json.serializedBytes()

  static var json: JSONValue {
    [
      "types": .array(
        LabType.all.map { type in
          [
            "name": .string(type.name), "control": type.control, "start": type.start, "samples": type.type.samplesJSON,
            "steps": .array(LabSteps.all.compactMap { $0.choice(for: type) }),
          ]
        }),
      "steps": .array(
        LabSteps.all.map { kind in
          ["name": .string(kind.name), "summary": .string(kind.summary), "conversion": .bool(kind.isConversion)]
        }),
      "forms": .array(
        LabForm.allCases.map { form in ["name": .string(form.rawValue), "readOnly": .bool(form.isReadOnly)] }),
      "limits": [
        "steps": .integer(LabPlan.maxSteps), "bindings": .integer(LabShelf.capacity),
        "stages": [
          "min": .integer(ChainSteps.stageCount.lowerBound), "max": .integer(ChainSteps.stageCount.upperBound),
        ],
      ],
      "scope": .string(scope),
    ]
  }
}

@available(SwiftStdlib 6.2, *)
extension LabValue {
  /// The type's law samples as JSON.
  static var samplesJSON: JSONValue { .array(labSamples.map(\.json)) }
}
