import Bindings
import JSON

/// A binding the API can write through, with the root it writes to and the write context its
/// hooks and rejections report to.
///
/// The write path needs nothing else (``PreparedWrite``, ``PlaygroundWorld/commit(_:)``), so a
/// binding that belongs to no scene, built at run time over a `State` of its own, is written,
/// reported, logged and published exactly as a scene's binding is, once a target is made for it
/// where ``PlaygroundJournal`` looks targets up (``SceneDirectory/target(_:)`` for the scenes').
@available(SwiftStdlib 6.2, *)
struct WriteTarget {
  let binding: SceneBinding
  let root: any BindingRoot
  let context: WriteContext
}

/// A write made ready to commit: its binding derived, its value decoded.
///
/// None of that reads a root (deriving builds key paths, it does not read through them), so a
/// scene binding's write is prepared outside the lock that every request touching the world
/// waits for.
@available(SwiftStdlib 6.2, *)
struct PreparedWrite {
  let target: WriteTarget
  let derived: DerivedBinding
  let ambient: Transaction?
  let assignment: Assignment

  /// Derives `target`'s binding and decodes `request`'s value for it.
  ///
  /// - Throws: Why the value is not one the binding takes.
  init(_ request: WriteRequest, to target: WriteTarget) throws(ValueRejection) {
    let derived = target.binding.derive()
    assignment = try derived.assignment(of: request.value)
    ambient = request.ambient
    self.derived = derived
    self.target = target
  }
}
