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
/// write points at its own context while it commits (``LabWriteRoot``). The relay is reachable
/// only through the world, under the journal's lock, so a hook always reports to the write that
/// ran it.
@available(SwiftStdlib 6.2, *)
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
@available(SwiftStdlib 6.2, *)
struct LabHaptics {
  let context: LabWriteContext

  func impact() {
    context.current?.haptics.impact()
  }
}

/// A lab binding's chain, built once when the lab binding is created, with the relay its
/// closures report to.
///
/// Not `Sendable`: it holds a `Binding` (key paths and closures) and the relay, whose pointer
/// to the write in progress changes. Lab bindings live in the world (``LabShelf``), which only
/// the journal's world lock reaches, so every write, read and comparison through a chain runs
/// under that lock, and a hook reports to the write that ran it.
@available(SwiftStdlib 6.2, *)
final class LabBuiltChain {
  let end: any LabChainEnd
  let context: LabWriteContext

  init(end: any LabChainEnd, context: LabWriteContext) {
    self.end = end
    self.context = context
  }
}

/// A lab binding's root as one write commits to it: the relay points at the write's context
/// while the write runs.
@available(SwiftStdlib 6.2, *)
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
