import JSON
import KeyPathMapping

/// What the bindings of one render report to while a write goes through them: the hooks that
/// ran and why a failable conversion refused the value.
///
/// A scene's `render(_:)` hands its context to the closures it builds (`context.reject`,
/// `context.haptics`, `context.presentation`). A fresh context is made for every render, and a write always goes
/// through the bindings of a render made for it, so the hooks and the rejection a write reports
/// are exactly its own. Renders made only to read (a scene's info, identities) get one that
/// nothing reads.
@available(SwiftStdlib 6.2, *)
package final class WriteContext {
  /// A hook that ran during a write, with the value being written.
  struct Hook {
    var name: String
    var value: JSONValue
  }

  /// The value the current write is writing, so hooks can say what triggered them.
  var valueBeingWritten: JSONValue = .null
  /// The hooks that ran, in order.
  private(set) var hooks: [Hook] = []
  /// Why a failable conversion refused the value, if one did.
  private(set) var rejection: MappingRejection?

  /// Records that a hook named `name` ran.
  func recordHook(_ name: String) {
    hooks.append(Hook(name: name, value: valueBeingWritten))
  }

  /// The hook handed to failable conversions: remembers why the write was refused.
  func reject(_ rejection: MappingRejection) {
    self.rejection = rejection
  }

  /// The haptics engine setter hooks talk to (`haptics.impact()`).
  var haptics: Haptics { Haptics(context: self) }

  /// The presentation whose dismissal hooks run (`presentation.onDismiss()`).
  var presentation: SheetPresentation { SheetPresentation(context: self) }
}
