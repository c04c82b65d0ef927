import Bindings

/// One binding a scene's render produced, with what the API needs to show and write it.
///
/// The generic initializer takes the typed `Binding<Value>` expression unevaluated, and
/// ``derive()`` evaluates it: a write renders its scene but only derives the binding it writes
/// through (deriving builds key paths at runtime, most of a render's cost). Everything after the
/// derivation is type-erased through ``PlaygroundValue`` (``DerivedBinding``), so the write path
/// is written once for every value type.
struct SceneBinding {
  // The id and the expression are kept as the literals the scene wrote: a render makes every
  // binding of its scene and a write keeps one, and copying and destroying `String`s cost each
  // binding a retain and a release per string (calls, even for literals, which never free).
  private let idLiteral: StaticString
  let kind: BindingKind
  let control: Control
  private let expressionLiteral: StaticString
  /// The member as stored in the root, when it is not the whole root (an element of an array).
  let storedMember: (() -> JSONValue)?
  /// The binding expression, not yet evaluated. An existential of a two-word struct sits inline
  /// in the binding; a closure wrapping the expression, in a class that kept what it derived,
  /// cost two allocations for every binding of every render, derived or not.
  private let unevaluated: any UnevaluatedBinding

  /// Wraps the binding that `binding` evaluates to.
  ///
  /// - Parameters:
  ///   - id: The contract's binding id, such as `progress.mapped`.
  ///   - kind: How the binding was derived.
  ///   - control: The page control.
  ///   - binding: The binding itself, evaluated by each ``derive()``.
  ///   - expression: The code that built `binding`, verbatim.
  ///   - storedMember: The root-side member, when not the whole root.
  init<Value: PlaygroundValue>(
    _ id: StaticString, _ kind: BindingKind, _ control: Control,
    _ binding: @autoclosure @escaping () -> Binding<Value>,
    expression: StaticString, storedMember: (() -> JSONValue)? = nil
  ) {
    self.idLiteral = id
    self.kind = kind
    self.control = control
    self.expressionLiteral = expression
    self.storedMember = storedMember
    self.unevaluated = TypedExpression(evaluate: binding)
  }

  /// The contract's binding id, such as `progress.mapped`.
  var id: String { idLiteral.description }

  /// The Swift expression that built the binding, exactly as written in the scene's render.
  var expression: String { expressionLiteral.description }

  /// The name of the binding's value type, such as `Double` or `[String]`.
  ///
  /// Asked of the expression rather than stored: a render makes every binding of its scene, a
  /// write uses one, and the names of array and optional types are built by interpolation.
  var valueType: String { unevaluated.valueType }

  /// Evaluates the binding's expression, as a view's `body` would: every call derives the
  /// binding afresh, key paths and all, so keep the result for as long as one use needs it.
  func derive() -> DerivedBinding { unevaluated.derive() }

  /// Evaluates the binding's expression, as ``derive()`` does, with `json` decoded as its value
  /// to write (``DerivedBinding/performWrite()``), and returns the value as JSON (normalised:
  /// `0.5` written to a Float shows the Float's value); or, when `json` is refused, the binding
  /// alone and why.
  ///
  /// One step, so that the typed binding moves straight from its expression into the write.
  func derive(toWrite json: JSONValue) -> (binding: DerivedBinding, written: Result<JSONValue, ValueRejection>) {
    unevaluated.derive(toWrite: json)
  }

  /// The scene id: the part of the binding id before the dot.
  var sceneID: String {
    String(id[..<(id.utf8.firstIndex(of: UInt8(ascii: ".")) ?? id.endIndex)])
  }

  /// The `BindingInfo` JSON of the contract, from a fresh derivation.
  var info: JSONValue {
    let derived = derive()
    return [
      "id": .string(id), "scene": .string(sceneID), "expression": .string(expression),
      "kind": .string(kind.rawValue), "valueType": .string(valueType), "value": derived.read(),
      "identity": .string(derived.identity.description), "control": control.json,
    ]
  }
}

/// A binding expression of some value type, not yet evaluated.
private protocol UnevaluatedBinding {
  var valueType: String { get }
  func derive() -> DerivedBinding
  func derive(toWrite json: JSONValue) -> (binding: DerivedBinding, written: Result<JSONValue, ValueRejection>)
}

/// The expression of a `Binding<Value>`: the autoclosure alone (two words, so the existential
/// holding it needs no box).
private struct TypedExpression<Value: PlaygroundValue>: UnevaluatedBinding {
  let evaluate: () -> Binding<Value>

  var valueType: String { Value.typeName }
  func derive() -> DerivedBinding { Value.erase(evaluate()) }

  func derive(toWrite json: JSONValue) -> (binding: DerivedBinding, written: Result<JSONValue, ValueRejection>) {
    Value.preparingWrite(of: json, through: evaluate())
  }
}
