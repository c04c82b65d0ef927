package import JSON

/// A lab definition, read and checked: the root's type and starting value, and every step made
/// for the member type it meets.
///
/// ```swift
/// let plan = try LabPlan(parsing: [
///   "root": ["type": "Float", "value": 0.25],
///   "steps": [["step": "to", "type": "Double"], ["step": "animation"]],
/// ])
/// plan.memberType.name   // "Double"
/// ```
///
/// Reading refuses, with a message naming the step and the valid choices: an unknown type or
/// step, a step its input type does not take, a parameter it does not declare or of the wrong
/// kind, more than ``maxSteps`` steps, and any step after a read-only one.
@available(SwiftStdlib 6.2, *)
package struct LabPlan: Sendable {
  /// The most steps a definition may have.
  package static let maxSteps = 16

  let rootType: LabType
  /// The starting value as its type writes it (`0.1` stays `0.1` for a `Float`).
  let start: JSONValue
  let steps: [LabPlanStep]
  /// The step objects as the definition gave them.
  let stepDefinitions: [JSONValue]
  /// The member type after each step, in order.
  let memberTypes: [LabType]
  /// The member type after the last step.
  var memberType: LabType { memberTypes.last ?? rootType }
  /// Whether the chain ends in a read-only step, so that nothing can be written through it.
  let isReadOnly: Bool

  package init(parsing json: JSONValue) throws(PlaygroundError) {
    let definition: JSONObjectReader
    let root: JSONObjectReader
    let definitions: [JSONValue]
    do throws(JSONDecodingError) {
      definition = try JSONObjectReader(json, required: ["root"], optional: ["steps"])
      // `root` is required, so the member is there.
      root = try JSONObjectReader(definition["root"] ?? [:], at: ["root"], required: ["type"], optional: ["value"])
      definitions = try definition.array("steps") ?? []
    } catch {
      throw PlaygroundError.invalid(error.description)
    }
    (rootType, start) = try Self.readRoot(root)
    guard definitions.count <= Self.maxSteps else {
      throw PlaygroundError.invalid("a definition has at most \(Self.maxSteps) steps, got \(definitions.count)")
    }
    var steps: [LabPlanStep] = []
    var memberTypes: [LabType] = []
    var member = rootType
    var readOnlyStep: Int?
    for (offset, definition) in definitions.enumerated() {
      let position = "step \(offset + 1)"
      if let readOnlyStep {
        throw PlaygroundError.invalid(
          "\(position): follows step \(readOnlyStep), a read-only step ([map:] or [getter:]): it ends the chain, nothing can be derived through it"
        )
      }
      let read = try Self.readStep(definition, input: member, position: position, among: LabSteps.all)
      if case .path(let step) = read.step, step.form.isReadOnly { readOnlyStep = offset + 1 }
      steps.append(read.step)
      member = read.output
      memberTypes.append(member)
    }
    if readOnlyStep != nil, let offset = steps.firstIndex(where: { if case .transaction = $0 { true } else { false } })
    {
      throw PlaygroundError.invalid(
        "step \(offset + 1): a chain that ends in a read-only step writes nothing, so a transaction has nothing to carry"
      )
    }
    self.steps = steps
    stepDefinitions = definitions
    self.memberTypes = memberTypes
    isReadOnly = readOnlyStep != nil
  }

  /// The root's type and its starting value, normalised by the type.
  private static func readRoot(_ root: JSONObjectReader) throws(PlaygroundError) -> (LabType, JSONValue) {
    guard case .string(let name)? = root["type"], let type = LabType.named(name) else {
      throw PlaygroundError.invalid(
        "root.type must be one of \(LabType.names.joined(separator: ", ")), got \(root["type"]?.serialized() ?? "nothing")"
      )
    }
    do throws(ValueRejection) {
      return (type, try type.type.normalized(root["value"] ?? type.start))
    } catch {
      throw PlaygroundError.invalid("root.value: \(error.message)")
    }
  }

  /// Reads one step object for `input`: its kind among `kinds`, its arguments, the step made,
  /// and the member type after it.
  static func readStep(
    _ json: JSONValue, input: LabType, position: String, among kinds: [LabStepKind]
  ) throws(PlaygroundError) -> (step: LabPlanStep, output: LabType) {
    guard case .object(let members) = json, case .string(let name)? = json["step"] else {
      throw PlaygroundError.invalid(
        #"\#(position): a step is an object {"step": name, …parameters}, got \#(json.serialized())"#)
    }
    guard let kind = kinds.first(where: { $0.name == name }) else {
      throw PlaygroundError.invalid(
        "\(position): unknown step \"\(name)\"; the steps are \(kinds.map(\.name).joined(separator: ", "))")
    }
    guard let signature = kind.signature(input) else {
      let valid = kinds.filter { $0.signature(input) != nil }.map(\.name)
      throw PlaygroundError.invalid(
        "\(position) (\(name)): not valid for a \(input); the steps valid for \(input) are \(valid.joined(separator: ", "))"
      )
    }
    let arguments = LabArguments(
      position: "\(position) (\(name))", members: members.filter { $0.key != "step" }, declared: signature.parameters)
    try arguments.checkNames()
    let step = try kind.make(input, arguments)
    switch step {
    case .transaction:
      return (step, input)
    case .path(let pathStep):
      guard let output = LabType.of(pathStep.outputType) else {
        throw arguments.error("gives a \(pathStep.outputType.typeName), which the lab does not offer")
      }
      return (step, output)
    }
  }

  /// The definition with its starting value normalised and its steps as given: what a
  /// permalink carries.
  var definition: JSONValue {
    ["root": ["type": .string(rootType.name), "value": start], "steps": .array(stepDefinitions)]
  }
}

@available(SwiftStdlib 6.2, *)
extension LabValue {
  /// `json` decoded as this type and written again, so that it reads as the type prints it.
  static func normalized(_ json: JSONValue) throws(ValueRejection) -> JSONValue {
    try Self(json: json).json
  }
}

@available(SwiftStdlib 6.2, *)
extension LabPlan {
  /// The chain built over `root`: every step applied in order, for a write made in `context`.
  ///
  /// - Parameters:
  ///   - root: The lab binding's root (or, to compare identities, another of the same type).
  ///   - context: Where this build's hooks and rejections go.
  ///   - keepsPath: Whether to keep the key path from the root, which the twins and the laws
  ///     need and a write through the chain does not.
  ///   - recorder: What to note on the way: laws, identities.
  func build(
    over root: any LabRoot, context: LabWriteContext, keepsPath: Bool, recorder: LabBuildRecorder? = nil
  ) throws(LabBuildError) -> any LabChainEnd {
    var end = root.start(keepsPath: keepsPath)
    for (offset, step) in steps.enumerated() {
      end = try end.applying(step, at: offset + 1, context: context, recorder: recorder)
    }
    return end
  }

  /// The input type of step `position` (from 1).
  func inputType(ofStep position: Int) -> LabType {
    position <= 1 ? rootType : memberTypes[position - 2]
  }

  /// The last step that is not a transaction step, and its position: the one a read-only
  /// chain ends in.
  var lastPathStep: (position: Int, code: String)? {
    guard let offset = steps.lastIndex(where: { if case .path = $0 { true } else { false } }) else { return nil }
    return (offset + 1, steps[offset].code)
  }
}
