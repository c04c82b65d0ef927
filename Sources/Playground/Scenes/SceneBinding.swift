package import Bindings
package import JSON

/// One binding a render produced, with what the API needs to show it and write through it.
///
/// The initializer takes the typed `Binding<Value>` expression unevaluated, and ``derive()``
/// evaluates it: a write renders its scene but only derives the binding it writes through.
/// Everything after the derivation is type-erased through ``PlaygroundValue``
/// (``DerivedBinding``), so one write path serves every value type.
@available(SwiftStdlib 6.2, *)
package struct SceneBinding {
  /// The contract's binding id, such as `progress.mapped`.
  let id: String
  let kind: BindingKind
  let control: Control
  /// The Swift expression that built the binding, exactly as written where it was made.
  let expression: String
  /// The member as stored in the root, when it is not the whole root (an element of an array).
  let storedMember: (() -> JSONValue)?
  /// For a binding rebuilt from closures, the id of the mapped binding of the same scene it
  /// rebuilds: the pair the page writes "both at once" through.
  let twinOf: String?
  /// For a binding whose read or write stops the program in some states (an index out of
  /// range), whether it would now: the server never reads or writes it then
  /// (``PlaygroundJournal/write(_:through:)`` runs such a write in a child process).
  let trapsWhen: (() -> Bool)?
  /// The binding expression, not yet evaluated: a ``TypedExpression`` holds the closure alone,
  /// so it sits in the existential without a box of its own.
  private let expressionToEvaluate: any UnevaluatedBinding

  /// Wraps the binding that `binding` evaluates to.
  ///
  /// - Parameters:
  ///   - id: The contract's binding id, such as `progress.mapped`.
  ///   - kind: How the binding was derived.
  ///   - control: The page control.
  ///   - binding: The binding itself, evaluated by each ``derive()``.
  ///   - expression: The code that built `binding`, verbatim.
  ///   - storedMember: The root-side member, when not the whole root.
  ///   - twinOf: For a rebuilt binding, the id of the mapped binding it rebuilds.
  ///   - trapsWhen: For a binding that can stop the program, whether its read or write would
  ///     now; it reads the root, so call it where the root may be read.
  package init<Value: PlaygroundValue>(
    _ id: String, _ kind: BindingKind, _ control: Control,
    _ binding: @autoclosure @escaping () -> Binding<Value>,
    expression: String, storedMember: (() -> JSONValue)? = nil, twinOf: String? = nil,
    trapsWhen: (() -> Bool)? = nil
  ) {
    self.id = id
    self.kind = kind
    self.control = control
    self.expression = expression
    self.storedMember = storedMember
    self.twinOf = twinOf
    self.trapsWhen = trapsWhen
    self.expressionToEvaluate = TypedExpression(evaluate: binding)
  }

  /// Evaluates the binding's expression, as a view's `body` would: every call derives the
  /// binding afresh, key paths and all, so keep the result for as long as one use needs it.
  func derive() -> DerivedBinding { expressionToEvaluate.derive() }

  /// Whether reading or writing the binding would now stop the program.
  var wouldTrap: Bool { trapsWhen?() ?? false }

  /// The binding's value as JSON, or null while reading it would stop the program.
  func read(_ derived: DerivedBinding) -> JSONValue { wouldTrap ? .null : derived.read() }

  /// The name of the binding's value type, such as `Double` or `[String]`.
  var valueType: String { expressionToEvaluate.valueType }

  /// The scene id: the part of the binding id before the dot.
  var sceneID: String {
    String(id.utf8.prefix { $0 != UInt8(ascii: ".") }) ?? id
  }

  /// The `BindingInfo` JSON of the contract, from a fresh derivation.
  var info: JSONValue {
    let derived = derive()
    var members: [(key: String, value: JSONValue)] = [
      ("id", .string(id)), ("scene", .string(sceneID)), ("expression", .string(expression)),
      ("kind", .string(kind.rawValue)), ("valueType", .string(valueType)), ("value", read(derived)),
      ("identity", .string(derived.identity.description)), ("control", control.json),
    ]
    if trapsWhen != nil { members.append(("wouldTrap", .bool(wouldTrap))) }
    return .object(members)
  }
}

/// A binding expression of some value type, not yet evaluated.
@available(SwiftStdlib 6.2, *)
private protocol UnevaluatedBinding {
  var valueType: String { get }
  func derive() -> DerivedBinding
}

/// The expression of a `Binding<Value>`.
@available(SwiftStdlib 6.2, *)
private struct TypedExpression<Value: PlaygroundValue>: UnevaluatedBinding {
  let evaluate: () -> Binding<Value>

  var valueType: String { Value.typeName }

  func derive() -> DerivedBinding { Value.derivedBinding(evaluate()) }
}
