import JSON

/// A parameter of a step, as the catalogue describes it and a definition gives it.
@available(SwiftStdlib 6.2, *)
struct LabParameter: Sendable {
  enum Kind: Sendable {
    /// The name of a lab type among these.
    case type([String])
    /// One of these words.
    case choice([String])
    /// A value of the named lab type, written as that type is written in JSON.
    case value(String)
    /// A position, an integer from 0.
    case index
    /// `true` or `false`.
    case boolean
    /// An animation in its JSON form, or `null` for none.
    case animation
    /// Two to five step objects, each a conversion.
    case stages
  }

  /// When a parameter applies only for some values of another: `.to`'s `rounding` only toward
  /// a type on the other side of integer and floating-point, a hook's `value` only for a
  /// condition that compares. A definition that gives it otherwise is refused.
  struct Condition: Sendable {
    let parameter: String
    let oneOf: [String]
  }

  let name: String
  let kind: Kind
  /// The value used when the definition leaves the parameter out; `nil` when leaving it out
  /// means something of its own (see `summary`).
  let defaultValue: JSONValue?
  let summary: String
  let appliesWhen: Condition?

  init(_ name: String, _ kind: Kind, default defaultValue: JSONValue?, _ summary: String, appliesWhen: Condition? = nil)
  {
    self.name = name
    self.kind = kind
    self.defaultValue = defaultValue
    self.summary = summary
    self.appliesWhen = appliesWhen
  }

  /// The `form` parameter of a mapping that comes in several forms, `convert` first.
  static func form(_ forms: [LabForm]) -> LabParameter {
    LabParameter(
      "form", .choice(forms.map(\.rawValue)), default: .string(forms[0].rawValue),
      "The subscript: convert reads and writes, getterSetter pairs the getter and the setter of the same name, map and getter only read (a read-only step ends the chain)."
    )
  }

  /// The contract's `LabParameter`.
  var json: JSONValue {
    var members: [(key: String, value: JSONValue)] = [("name", .string(name))]
    switch kind {
    case .type(let names): members += [("kind", "type"), ("choices", .array(names.map(JSONValue.string)))]
    case .choice(let words): members += [("kind", "choice"), ("choices", .array(words.map(JSONValue.string)))]
    case .value(let type): members += [("kind", "value"), ("valueType", .string(type))]
    case .index: members.append(("kind", "index"))
    case .boolean: members.append(("kind", "boolean"))
    case .animation: members.append(("kind", "animation"))
    case .stages: members.append(("kind", "stages"))
    }
    members += [("default", defaultValue ?? .null), ("summary", .string(summary))]
    let condition: JSONValue =
      appliesWhen.map { ["parameter": .string($0.parameter), "oneOf": .array($0.oneOf.map(JSONValue.string))] } ?? .null
    members.append(("appliesWhen", condition))
    return .object(members)
  }
}
