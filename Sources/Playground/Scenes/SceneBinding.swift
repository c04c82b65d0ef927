import Bindings

/// One binding a scene's render produced, with what the API needs to show and write it.
///
/// The generic initializer takes the typed `Binding<Value>` expression unevaluated and derives
/// it on first use: a write renders its scene but only derives the binding it writes through
/// (deriving builds key paths at runtime, most of a render's cost). Everything after the
/// derivation is type-erased through ``PlaygroundValue``, so the write path is written once for
/// every value type.
struct SceneBinding {
  /// A decoded value ready to be written.
  struct PreparedWrite {
    /// The decoded value as JSON (normalised: `0.5` written to a Float shows the Float's value).
    var written: JSONValue
    /// Assigns the value through the binding.
    var perform: () -> Void
  }

  let id: String
  let kind: BindingKind
  let control: Control
  /// The Swift expression that built the binding, exactly as written in the scene's render.
  let expression: String
  let valueType: String
  /// The member as stored in the root, when it is not the whole root (an element of an array).
  let storedMember: (() -> JSONValue)?
  private let derivation: Derivation

  /// Wraps the binding that `binding` evaluates to.
  ///
  /// - Parameters:
  ///   - id: The contract's binding id, such as `progress.mapped`.
  ///   - kind: How the binding was derived.
  ///   - control: The page control.
  ///   - binding: The binding itself, evaluated once, when it is first used.
  ///   - expression: The code that built `binding`, verbatim.
  ///   - storedMember: The root-side member, when not the whole root.
  init<Value: PlaygroundValue>(
    _ id: String, _ kind: BindingKind, _ control: Control, _ binding: @autoclosure @escaping () -> Binding<Value>,
    expression: String, storedMember: (() -> JSONValue)? = nil
  ) {
    self.id = id
    self.kind = kind
    self.control = control
    self.expression = expression
    self.valueType = Value.typeName
    self.storedMember = storedMember
    self.derivation = Derivation { Derived(binding()) }
  }

  /// The binding's identity.
  var identity: BindingIdentity { derivation.derived.identity }
  /// The binding's own transaction (what `.animation(_:)` attached).
  var transaction: Transaction { derivation.derived.transaction }
  /// The binding's current value as JSON.
  func read() -> JSONValue { derivation.derived.read() }
  /// Decodes `json` as the binding's value type, ready to be written.
  func prepare(_ json: JSONValue) throws(ValueRejection) -> PreparedWrite {
    try derivation.derived.prepare(json)
  }

  /// The scene id: the part of the binding id before the dot.
  var sceneID: String {
    String(id[..<(id.utf8.firstIndex(of: UInt8(ascii: ".")) ?? id.endIndex)])
  }

  /// The `BindingInfo` JSON of the contract.
  var info: JSONValue {
    [
      "id": .string(id), "scene": .string(sceneID), "expression": .string(expression),
      "kind": .string(kind.rawValue), "valueType": .string(valueType), "value": read(),
      "identity": .string(identity.description), "control": control.json,
    ]
  }
}

extension SceneBinding {
  /// What a derived binding offers, its value type erased.
  private struct Derived {
    let identity: BindingIdentity
    let transaction: Transaction
    let read: () -> JSONValue
    let prepare: (JSONValue) throws(ValueRejection) -> PreparedWrite

    init<Value: PlaygroundValue>(_ binding: Binding<Value>) {
      identity = binding.identity
      transaction = binding.transaction
      read = { binding.wrappedValue.json }
      prepare = { (json: JSONValue) throws(ValueRejection) in
        let value = try Value(json: json)
        return PreparedWrite(written: value.json, perform: { binding.wrappedValue = value })
      }
    }
  }

  /// Derives the binding on first use and keeps it: a class, so that copies of the
  /// `SceneBinding` share one derivation. Never `Sendable` and needs no lock: every render makes
  /// its own bindings, which stay on the thread that rendered them (a write derives its binding
  /// before taking the world lock).
  private final class Derivation {
    private let derive: () -> Derived
    private(set) lazy var derived = derive()

    init(_ derive: @escaping () -> Derived) {
      self.derive = derive
    }
  }
}
