import Bindings

/// A scene binding once derived: its identity, its transaction, and reads and writes of its
/// value as JSON, with the value type erased.
///
/// The typed binding sits in an existential (two words, stored inline), and reading or
/// preparing a write calls through its witness table: closures capturing the binding, as this
/// used to hold, allocated a context each on every derivation.
struct DerivedBinding {
  private let binding: any ErasedBinding

  /// Erases `binding`'s value type; ``PlaygroundValue/erase(_:)`` calls it for each value type.
  fileprivate init<Value: PlaygroundValue>(_ binding: consuming Binding<Value>) {
    self.binding = TypedBinding(binding: binding)
  }

  /// The binding's identity, built when asked (it copies every projection step).
  var identity: BindingIdentity { binding.identity }
  /// Whether ``identity`` equals `identity`, answered without building it.
  func hasIdentity(_ identity: BindingIdentity) -> Bool { binding.hasIdentity(identity) }
  /// The binding's own transaction (what `.animation(_:)` attached).
  var transaction: Transaction { binding.transaction }
  /// The binding's current value as JSON.
  func read() -> JSONValue { binding.read() }
  /// Decodes `json` as the binding's value type, ready to be written.
  func prepare(_ json: JSONValue) throws(ValueRejection) -> PreparedWrite { try binding.prepare(json) }
}

/// A decoded value ready to be written through the binding that decoded it.
struct PreparedWrite {
  /// The decoded value as JSON (normalised: `0.5` written to a Float shows the Float's value).
  let written: JSONValue
  /// The binding and the typed value: three words for a `Double`, so no box.
  fileprivate let write: any ErasedWrite

  /// Assigns the value through the binding.
  func perform() { write.perform() }

  /// What a refused write prepares: nothing to write, `null` as its value.
  static var nothing: PreparedWrite { PreparedWrite(written: .null, write: NothingToWrite()) }
}

/// What ``DerivedBinding`` needs from a `Binding<Value>` without knowing `Value`.
private protocol ErasedBinding {
  var identity: BindingIdentity { get }
  func hasIdentity(_ identity: BindingIdentity) -> Bool
  var transaction: Transaction { get }
  func read() -> JSONValue
  func prepare(_ json: JSONValue) throws(ValueRejection) -> PreparedWrite
}

private struct TypedBinding<Value: PlaygroundValue>: ErasedBinding {
  let binding: Binding<Value>

  var identity: BindingIdentity { binding.identity }
  func hasIdentity(_ identity: BindingIdentity) -> Bool { binding.hasIdentity(identity) }
  var transaction: Transaction { binding.transaction }
  func read() -> JSONValue { binding.wrappedValue.json }

  func prepare(_ json: JSONValue) throws(ValueRejection) -> PreparedWrite {
    try Value.prepareWrite(of: json, through: binding)
  }
}

extension PlaygroundValue {
  /// Erases `binding`'s value type; compiled for each conforming type as its witness.
  static func erase(_ binding: consuming Binding<Self>) -> DerivedBinding { DerivedBinding(binding) }

  /// Decodes `json` and pairs the value with `binding`; compiled for each conforming type as its
  /// witness.
  static func prepareWrite(of json: JSONValue, through binding: Binding<Self>) throws(ValueRejection) -> PreparedWrite {
    let value = try Self(json: json)
    return PreparedWrite(written: value.json, write: TypedWrite(binding: binding, value: value))
  }
}

/// A write ``PreparedWrite`` will perform, its value type erased.
private protocol ErasedWrite {
  func perform()
}

private struct NothingToWrite: ErasedWrite {
  func perform() {}
}

private struct TypedWrite<Value>: ErasedWrite {
  let binding: Binding<Value>
  let value: Value

  func perform() { binding.wrappedValue = value }
}
