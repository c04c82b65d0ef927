import Bindings

/// A scene binding once derived: its identity, its transaction, and reads and writes of its
/// value as JSON, with the value type erased.
///
/// The typed binding sits in an existential (two words, stored inline), and reading or writing
/// calls through its witness table: closures capturing the binding, as this used to hold,
/// allocated a context each on every derivation.
struct DerivedBinding {
  /// A ``TypedBinding``, or when derived for a write a ``TypedWrite``: the binding with the
  /// value to write (three words for a `Double`, so still inline), which holds the binding
  /// itself rather than a copy (a retain of its location and of its transaction).
  private let binding: any ErasedBinding

  fileprivate init(_ binding: any ErasedBinding) {
    self.binding = binding
  }

  /// The binding's identity, built when asked (it copies every projection step).
  var identity: BindingIdentity { binding.identity }
  /// Whether ``identity`` equals `identity`, answered without building it.
  func hasIdentity(_ identity: BindingIdentity) -> Bool { binding.hasIdentity(identity) }
  /// The binding's own transaction (what `.animation(_:)` attached).
  var transaction: Transaction { binding.transaction }
  /// The binding's current value as JSON.
  func read() -> JSONValue { binding.read() }

  /// Assigns the value decoded for it (``SceneBinding/derive(toWrite:)``) through the binding;
  /// nothing when none was.
  func performWrite() { binding.performWrite() }
}

/// What ``DerivedBinding`` needs from a `Binding<Value>` without knowing `Value`.
private protocol ErasedBinding {
  var identity: BindingIdentity { get }
  func hasIdentity(_ identity: BindingIdentity) -> Bool
  var transaction: Transaction { get }
  func read() -> JSONValue
  func performWrite()
}

/// A derived binding with nothing to write.
private struct TypedBinding<Value: PlaygroundValue>: ErasedBinding {
  let binding: Binding<Value>

  var identity: BindingIdentity { binding.identity }
  func hasIdentity(_ identity: BindingIdentity) -> Bool { binding.hasIdentity(identity) }
  var transaction: Transaction { binding.transaction }
  func read() -> JSONValue { binding.wrappedValue.json }
  func performWrite() {}
}

/// A derived binding and the value it is to write.
private struct TypedWrite<Value: PlaygroundValue>: ErasedBinding {
  let derived: TypedBinding<Value>
  let value: Value

  var identity: BindingIdentity { derived.identity }
  func hasIdentity(_ identity: BindingIdentity) -> Bool { derived.hasIdentity(identity) }
  var transaction: Transaction { derived.transaction }
  func read() -> JSONValue { derived.read() }
  func performWrite() { derived.binding.wrappedValue = value }
}

extension PlaygroundValue {
  /// Erases `binding`'s value type; compiled for each conforming type as its witness.
  static func erase(_ binding: consuming Binding<Self>) -> DerivedBinding {
    DerivedBinding(TypedBinding(binding: binding))
  }

  /// `binding` with `json` decoded as its value to write, and the value as JSON; or `binding`
  /// alone and why `json` was refused. Compiled for each conforming type as its witness.
  static func preparingWrite(
    of json: JSONValue, through binding: consuming Binding<Self>
  ) -> (binding: DerivedBinding, written: Result<JSONValue, ValueRejection>) {
    do throws(ValueRejection) {
      let value = try Self(json: json)
      return (DerivedBinding(TypedWrite(derived: TypedBinding(binding: binding), value: value)), .success(value.json))
    } catch {
      return (DerivedBinding(TypedBinding(binding: binding)), .failure(error))
    }
  }
}
