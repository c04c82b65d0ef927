import Bindings
import JSON
import KeyPathMapping

/// What the hooks and the failable conversions of a lab binding's chain report to: the
/// ``WriteContext`` of the write in progress.
///
/// A scene makes its bindings anew for every write, closures and all, so a closure can capture
/// that write's context. Building a lab chain anew costs more than the rest of a write (its key
/// paths are made in code generic over types known only at run time), so each lab binding
/// builds its chain once (``LabBuiltChain``). Its closures capture this relay instead, which the
/// write points at its own context while it commits (``LabWriteRoot``): under the world lock,
/// so a hook always reports to the write that ran it.
final class LabWriteContext {
  /// The context of the write committing now; `nil` outside a write (a law check, a read).
  var current: WriteContext?

  init(_ current: WriteContext? = nil) {
    self.current = current
  }

  /// The hook handed to failable conversions, as `context.reject` in a scene.
  func reject(_ rejection: MappingRejection) {
    current?.reject(rejection)
  }

  /// The haptics engine the hooks talk to, as `context.haptics` in a scene.
  var haptics: LabHaptics { LabHaptics(context: self) }
}

/// `haptics.impact()` for a lab chain: recorded in the context of the write in progress.
struct LabHaptics {
  let context: LabWriteContext

  func impact() {
    context.current?.haptics.impact()
  }
}

/// A lab binding's chain, built once when the lab binding is created, with the relay its
/// closures report to.
///
/// `@unchecked Sendable` because it holds a `Binding` (not `Sendable`: key paths and closures)
/// and the relay, shared by every thread that writes through or reads the lab binding. That is
/// safe because nothing in it changes after it is built: the binding's locations and key paths
/// are immutable, its root `State` guards its own value with a lock, and the relay's only
/// mutable property is set and read only inside a commit, which runs under the world lock.
final class LabBuiltChain: @unchecked Sendable {
  let end: any LabChainEnd
  let context: LabWriteContext

  init(end: any LabChainEnd, context: LabWriteContext) {
    self.end = end
    self.context = context
  }
}

/// A lab binding's root as one write commits to it: the relay points at the write's context
/// while the write runs.
struct LabWriteRoot: BindingRoot {
  let root: any BindingRoot
  let relay: LabWriteContext
  let context: WriteContext

  var json: JSONValue { root.json }

  func transactionsCommitted(during write: () -> Void) -> (arrived: Transaction, committed: Transaction)? {
    relay.current = context
    defer { relay.current = nil }
    return root.transactionsCommitted(during: write)
  }
}
