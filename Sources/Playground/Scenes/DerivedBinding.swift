package import Bindings
import JSON

/// A scene binding once derived: its identity, its transaction, and reads and writes of its
/// value as JSON, with the value type erased.
@available(SwiftStdlib 6.2, *)
package struct DerivedBinding {
  private let binding: any ErasedBinding

  /// Erases `binding`'s value type.
  init<Value: PlaygroundValue>(_ binding: Binding<Value>) {
    self.binding = TypedBinding(binding: binding)
  }

  /// The binding's identity.
  var identity: BindingIdentity { binding.identity }
  /// Whether ``identity`` equals `identity`, compared in place without building it.
  func hasIdentity(_ identity: BindingIdentity) -> Bool { binding.hasIdentity(identity) }
  /// The binding's own transaction (what `.animation(_:)` attached).
  var transaction: Transaction { binding.transaction }
  /// The binding's current value as JSON.
  func read() -> JSONValue { binding.read() }

  /// `json` decoded as the binding's value, ready to be assigned.
  ///
  /// - Throws: Why the value does not fit the binding's type; nothing is written then.
  func assignment(of json: JSONValue) throws(ValueRejection) -> Assignment {
    try binding.assignment(of: json)
  }
}

@available(SwiftStdlib 6.2, *)
extension PlaygroundValue {
  /// `binding` with its value type erased: the one implementation of the requirement.
  package static func derivedBinding(_ binding: consuming Binding<Self>) -> DerivedBinding { DerivedBinding(binding) }
}

/// A decoded value and its assignment through its binding.
@available(SwiftStdlib 6.2, *)
struct Assignment {
  /// The value as JSON, normalised by its type: `0.5` written to a `Float` binding shows the
  /// `Float`'s value.
  let written: JSONValue
  /// Assigns the value to the binding's `wrappedValue`, as a control would.
  let perform: () -> Void
}

/// What ``DerivedBinding`` needs from a `Binding<Value>` without knowing `Value`.
@available(SwiftStdlib 6.2, *)
private protocol ErasedBinding {
  var identity: BindingIdentity { get }
  func hasIdentity(_ identity: BindingIdentity) -> Bool
  var transaction: Transaction { get }
  func read() -> JSONValue
  func assignment(of json: JSONValue) throws(ValueRejection) -> Assignment
}

@available(SwiftStdlib 6.2, *)
private struct TypedBinding<Value: PlaygroundValue>: ErasedBinding {
  let binding: Binding<Value>

  var identity: BindingIdentity { binding.identity }
  func hasIdentity(_ identity: BindingIdentity) -> Bool { binding.hasIdentity(identity) }
  var transaction: Transaction { binding.transaction }
  func read() -> JSONValue { binding.wrappedValue.json }

  func assignment(of json: JSONValue) throws(ValueRejection) -> Assignment {
    let value = try Value(json: json)
    return Assignment(written: value.json, perform: { [binding] in binding.wrappedValue = value })
  }
}
