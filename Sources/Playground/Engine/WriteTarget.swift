import Bindings
import JSON

/// A binding the API can write through, with the root it writes to and the write context its
/// hooks and rejections report to.
///
/// The write path needs nothing else (``PendingWrite``, ``PlaygroundWorld/commit(_:)``), so a
/// binding that belongs to no scene, built at run time over a `State` of its own, is written,
/// reported, logged and published exactly as a scene's binding is, once a target is made for it
/// where ``PlaygroundApp`` looks targets up (``SceneDirectory/target(_:)`` for the scenes').
struct WriteTarget {
  let binding: SceneBinding
  let root: any BindingRoot
  let context: WriteContext
}

/// A write made ready before taking the world lock: its binding derived, its value decoded.
///
/// None of that reads a root (deriving builds key paths, it does not read through them), so it
/// runs outside the lock that every request touching the world waits for.
struct PendingWrite {
  let target: WriteTarget
  let derived: DerivedBinding
  let ambient: Transaction?
  /// The decoded value's assignment, or why the body or the value was refused: the 422 reports
  /// the root, which only the world lock may read.
  let assignment: Result<Assignment, ValueRejection>

  /// Derives `target`'s binding and decodes `request`'s value for it.
  init(_ request: Result<WriteRequest, ValueRejection>, to target: WriteTarget) {
    let derived = target.binding.derive()
    switch consume request {
    case .success(let request):
      ambient = request.ambient
      do throws(ValueRejection) {
        assignment = .success(try derived.assignment(of: request.value))
      } catch {
        assignment = .failure(error)
      }
    case .failure(let rejection):
      ambient = nil
      assignment = .failure(rejection)
    }
    self.derived = derived
    self.target = target
  }
}
