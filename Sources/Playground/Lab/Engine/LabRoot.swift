import Bindings
import JSON

/// A lab binding's root: a `State` of its root type, with the type erased.
///
/// Each lab binding has a root of its own, so writes through one never change another's. Its
/// history keeps one commit: the transaction log keeps the writes, and a root that kept a
/// thousand values of up to 64 KiB each, in each of 256 lab bindings, would hold gigabytes.
@available(SwiftStdlib 6.2, *)
protocol LabRoot: Sendable {
  /// The root's value now.
  var json: JSONValue { get }
  /// The root as the write path commits to it.
  var bindingRoot: any BindingRoot { get }
  /// The chain of no steps over this root: `$value`.
  func start(keepsPath: Bool) -> any LabChainEnd
  /// A new root of the same type and value: one `State` to build two chains over.
  func copy() -> any LabRoot
}

@available(SwiftStdlib 6.2, *)
struct LabTypedRoot<Value: LabValue>: LabRoot {
  let state: State<Value>

  init(_ value: Value) {
    state = State(wrappedValue: value, historyLimit: 1)
  }

  var json: JSONValue { state.wrappedValue.json }
  var bindingRoot: any BindingRoot { state }
  func start(keepsPath: Bool) -> any LabChainEnd { LabCursor(root: state, keepsPath: keepsPath) }
  func copy() -> any LabRoot { LabTypedRoot(state.wrappedValue) }
}

@available(SwiftStdlib 6.2, *)
extension LabValue {
  /// A new root holding `json`, decoded as this type.
  static func makeRoot(_ json: JSONValue) throws(ValueRejection) -> any LabRoot {
    LabTypedRoot(try Self(json: json))
  }
}
