import Bindings
import JSON

/// A scene binding once derived: its identity, its transaction, and reads and writes of its
/// value as JSON, with the value type erased.
struct DerivedBinding {
  private let binding: any ErasedBinding

  /// Erases `binding`'s value type.
  init<Value: PlaygroundValue>(_ binding: Binding<Value>) {
    self.binding = TypedBinding(binding: binding)
  }

  /// The binding's identity.
  var identity: BindingIdentity { binding.identity }
  /// The binding's own transaction (what `.animation(_:)` attached).
  var transaction: Transaction { binding.transaction }
  /// The binding's current value as JSON.
  func read() -> JSONValue { binding.read() }

  /// `json` decoded as the binding's value, ready to be written.
  ///
  /// - Throws: Why the value does not fit the binding's type; nothing is written then.
  func prepareWrite(of json: JSONValue) throws(ValueRejection) -> PreparedWrite {
    try binding.prepareWrite(of: json)
  }
}

/// A decoded value and the write of it through its binding.
struct PreparedWrite {
  /// The value as JSON, normalised by its type: `0.5` written to a `Float` binding shows the
  /// `Float`'s value.
  let written: JSONValue
  /// Assigns the value to the binding's `wrappedValue`, as a control would.
  let perform: () -> Void
}

/// What ``DerivedBinding`` needs from a `Binding<Value>` without knowing `Value`.
private protocol ErasedBinding {
  var identity: BindingIdentity { get }
  var transaction: Transaction { get }
  func read() -> JSONValue
  func prepareWrite(of json: JSONValue) throws(ValueRejection) -> PreparedWrite
}

private struct TypedBinding<Value: PlaygroundValue>: ErasedBinding {
  let binding: Binding<Value>

  var identity: BindingIdentity { binding.identity }
  var transaction: Transaction { binding.transaction }
  func read() -> JSONValue { binding.wrappedValue.json }

  func prepareWrite(of json: JSONValue) throws(ValueRejection) -> PreparedWrite {
    let value = try Value(json: json)
    return PreparedWrite(written: value.json, perform: { [binding] in binding.wrappedValue = value })
  }
}
