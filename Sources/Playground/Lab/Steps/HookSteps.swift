import JSON
import KeyPathMapping

// Setter hooks: `[setter: .onWillSet …]`, `[setter: .onDidSet …]`, `[setter: .onChange …]`,
// firing the playground's `haptics.impact()` when a condition on the written value holds
// ("above 0.8", as the haptics scene does). The write itself replaces the value unchanged.
//
// A hook is a closure, so the library identifies it by its call site unless it has an `id:`.
// The lab gives every hook the id of its condition (`id: "above 0.8"`), so two definitions with
// the same hook and condition compare equal, a changed threshold differs, and the expression
// shown has exactly the identity the lab reports.

/// The hook a setter step runs.
@available(SwiftStdlib 6.2, *)
enum LabHook: String, CaseIterable, Sendable {
  case onWillSet, onDidSet, onChange
}

/// When a hook fires: its name (which is also its `id:`), its test, and its test as Swift code.
@available(SwiftStdlib 6.2, *)
struct LabHookCondition<Value: LabValue>: Sendable {
  let name: String
  let test: @Sendable (Value) -> Bool
  /// The test in code, given the name of the value (`$0 > 0.8`); `nil` when it always fires.
  let code: (@Sendable (String) -> String)?

  static var always: LabHookCondition {
    LabHookCondition(name: "always", test: { _ in true }, code: nil)
  }

  static func equals(_ value: Value) -> LabHookCondition {
    LabHookCondition(
      name: "equals \(value.swiftSource)", test: { $0 == value }, code: { "\($0) == \(value.swiftSource)" })
  }
}

@available(SwiftStdlib 6.2, *)
extension LabHookCondition where Value: LabComparable {
  static func above(_ value: Value) -> LabHookCondition {
    LabHookCondition(name: "above \(value.swiftSource)", test: { $0 > value }, code: { "\($0) > \(value.swiftSource)" })
  }

  static func below(_ value: Value) -> LabHookCondition {
    LabHookCondition(name: "below \(value.swiftSource)", test: { $0 < value }, code: { "\($0) < \(value.swiftSource)" })
  }
}

@available(SwiftStdlib 6.2, *)
extension LabValue {
  /// The hook step for this type, with a condition of equality (or none).
  static func hookStep(_ hook: LabHook, _ arguments: LabArguments) throws(PlaygroundError) -> any AnyLabPathStep {
    let when = try arguments.choice("when", among: HookSteps.equatableConditions, default: "always")
    if when == "always" { return try hookStep(hook, .always, refusingValueIn: arguments) }
    return hookStep(
      hook, .equals(try arguments.value("value", as: Self.self, default: labSamples[labSamples.count - 1])))
  }

  /// `condition` as a hook step; a `value` given to a hook that always fires is refused.
  static func hookStep(
    _ hook: LabHook, _ condition: LabHookCondition<Self>, refusingValueIn arguments: LabArguments
  ) throws(PlaygroundError) -> any AnyLabPathStep {
    if arguments.has("value") {
      throw arguments.error("value applies when the hook fires above, below or equal to it, not always")
    }
    return hookStep(hook, condition)
  }

  /// The setter step that runs `hook`, firing `haptics.impact()` when `condition` holds.
  static func hookStep(_ hook: LabHook, _ condition: LabHookCondition<Self>) -> any AnyLabPathStep {
    let id = condition.name
    let action = "\(HookSteps.contextMember).impact()"
    let body: String =
      switch hook {
      case .onWillSet, .onDidSet: condition.code.map { "{ if \($0("$0")) { \(action) } }" } ?? "{ _ in \(action) }"
      case .onChange:
        condition.code.map { "{ _, newValue in if \($0("newValue")) { \(action) } }" } ?? "{ _, _ in \(action) }"
      }
    let test = condition.test
    return LabPathStep<Self, Self>.path(.setter, "[setter: .\(hook.rawValue)(id: \(id.swiftSource)) \(body)]") {
      context in
      let haptics = context.haptics
      let setter: KeyPathMapper<Self>.MutatingSetter<Self> =
        switch hook {
        case .onWillSet: .onWillSet(id: id) { (newValue: Self) in if test(newValue) { haptics.impact() } }
        case .onDidSet: .onDidSet(id: id) { (newValue: Self) in if test(newValue) { haptics.impact() } }
        case .onChange: .onChange(id: id) { (_: Self, newValue: Self) in if test(newValue) { haptics.impact() } }
        }
      return .writable(\Self.[setter: setter])
    }
  }
}

@available(SwiftStdlib 6.2, *)
extension LabComparable {
  /// The hook step for an ordered type: it can also fire above or below a value.
  static func comparableHookStep(_ hook: LabHook, _ arguments: LabArguments) throws(PlaygroundError)
    -> any AnyLabPathStep
  {
    let when = try arguments.choice("when", among: HookSteps.orderedConditions, default: "above")
    if when == "always" { return try hookStep(hook, .always, refusingValueIn: arguments) }
    let value = try arguments.value("value", as: Self.self, default: labThreshold)
    return switch when {
    case "above": hookStep(hook, .above(value))
    case "below": hookStep(hook, .below(value))
    default: hookStep(hook, .equals(value))
    }
  }
}

@available(SwiftStdlib 6.2, *)
enum HookSteps {
  /// The write context's member a hook's code fires (`haptics.impact()`): an exported test of a
  /// lab binding binds it to a local, as it does a scene's ``PlaygroundScene/contextMembers``.
  static let contextMember = "haptics"

  static let orderedConditions = ["above", "below", "equals", "always"]
  static let equatableConditions = ["equals", "always"]

  static let all: [LabStepKind] = LabHook.allCases.map(kind)

  private static func kind(_ hook: LabHook) -> LabStepKind {
    let summary =
      switch hook {
      case .onWillSet:
        "A setter hook run before each write: haptics.impact() when the value written meets the condition."
      case .onDidSet: "A setter hook run after each write: haptics.impact() when the value written meets the condition."
      case .onChange:
        "A setter hook run after a write that changed the value: haptics.impact() when the new value meets the condition."
      }
    return LabStepKind(
      name: hook.rawValue, summary: summary, isConversion: false,
      signature: { input in
        let comparable = input.type as? any LabComparable.Type
        let conditions = comparable == nil ? equatableConditions : orderedConditions
        let defaultValue = comparable?.thresholdJSON ?? input.type.lastSampleJSON
        return .init(
          parameters: [
            LabParameter(
              "when", .choice(conditions), default: .string(comparable == nil ? "always" : "above"),
              "When the hook fires."),
            LabParameter(
              "value", .value(input.name), default: defaultValue, "What the written value is compared with.",
              appliesWhen: .init(parameter: "when", oneOf: conditions.filter { $0 != "always" })),
          ],
          output: .type(input))
      },
      make: { input, arguments throws(PlaygroundError) in
        if let comparable = input.type as? any LabComparable.Type {
          return .path(try comparable.comparableHookStep(hook, arguments))
        }
        return .path(try input.type.hookStep(hook, arguments))
      })
  }
}

@available(SwiftStdlib 6.2, *)
extension LabComparable {
  static var thresholdJSON: JSONValue { labThreshold.json }
}

@available(SwiftStdlib 6.2, *)
extension LabValue {
  static var lastSampleJSON: JSONValue { labSamples[labSamples.count - 1].json }
}
