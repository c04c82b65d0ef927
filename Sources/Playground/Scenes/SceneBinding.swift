import Bindings

/// One binding a scene's render produced, with what the API needs to show and write it.
///
/// The generic initializer captures a typed `Binding<Value>`; everything after it is type-erased
/// through ``PlaygroundValue``, so the write path is written once for every value type.
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
  let identity: BindingIdentity
  /// The binding's own transaction (what `.animation(_:)` attached).
  let transaction: Transaction
  let read: () -> JSONValue
  let prepare: (JSONValue) throws(ValueRejection) -> PreparedWrite
  /// The member as stored in the root, when it is not the whole root (an element of an array).
  let storedMember: (() -> JSONValue)?

  /// Wraps `binding`.
  ///
  /// - Parameters:
  ///   - id: The contract's binding id, such as `progress.mapped`.
  ///   - kind: How the binding was derived.
  ///   - control: The page control.
  ///   - binding: The binding itself.
  ///   - expression: The code that built `binding`, verbatim.
  ///   - storedMember: The root-side member, when not the whole root.
  init<Value: PlaygroundValue>(
    _ id: String, _ kind: BindingKind, _ control: Control, _ binding: Binding<Value>,
    expression: String, storedMember: (() -> JSONValue)? = nil
  ) {
    self.id = id
    self.kind = kind
    self.control = control
    self.expression = expression
    self.valueType = Value.typeName
    self.identity = binding.identity
    self.transaction = binding.transaction
    self.read = { binding.wrappedValue.json }
    self.prepare = { (json: JSONValue) throws(ValueRejection) in
      let value = try Value(json: json)
      return PreparedWrite(written: value.json, perform: { binding.wrappedValue = value })
    }
    self.storedMember = storedMember
  }

  /// The scene id: the part of the binding id before the dot.
  var sceneID: String { String(id.prefix { $0 != "." }) }

  /// The `BindingInfo` JSON of the contract.
  var info: JSONValue {
    [
      "id": .string(id), "scene": .string(sceneID), "expression": .string(expression),
      "kind": .string(kind.rawValue), "valueType": .string(valueType), "value": read(),
      "identity": .string(identity.description), "control": control.json,
    ]
  }
}
