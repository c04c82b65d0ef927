import JSON
import KeyPathMapping

/// What one render of a scene hands to its bindings' closures: where hooks and rejections go.
///
/// A fresh context is made for every render, and a write always goes through the bindings of a
/// render made for it, so the hooks and the rejection a write reports are exactly its own.
final class RenderContext {
  /// A hook that ran during a write, with the value being written.
  struct Hook {
    var name: String
    var value: JSONValue
  }

  /// The value the current write is writing, so hooks can say what triggered them.
  var valueBeingWritten: JSONValue = .null
  /// The hooks that ran, in order.
  private(set) var hooks: [Hook] = []
  private(set) var rejection: MappingRejection?

  /// Records that a hook named `name` ran.
  func recordHook(_ name: String) {
    hooks.append(Hook(name: name, value: valueBeingWritten))
  }

  /// The hook handed to failable conversions: remembers why the write was refused.
  func reject(_ rejection: MappingRejection) {
    self.rejection = rejection
  }

  /// The haptics engine the haptics scene's setter hooks talk to.
  var haptics: Haptics { Haptics(context: self) }
}

/// A stand-in for a haptic feedback generator: `impact()` is recorded instead of felt.
struct Haptics {
  let context: RenderContext

  /// Plays (records) an impact.
  func impact() {
    context.recordHook("haptics.impact()")
  }
}
