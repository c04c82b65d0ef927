import Bindings
import JSON

/// The transactions of one write, as its record reports them.
@available(SwiftStdlib 6.2, *)
struct WriteTransactions: Equatable {
  /// The binding's own transaction (what `.animation(_:)` attached).
  let binding: Transaction
  /// The transaction the request asked to write inside, if any.
  let ambient: Transaction?
  /// The transaction the binding's write delivered to the root, before the ambient one was
  /// applied: the binding's own when its path kept it, an empty one when a closure setter
  /// dropped it; `nil` when the root was not written.
  let arrived: Transaction?
  /// The transaction the root's last commit carried, or `nil` when the root was not written.
  let committed: Transaction?

  /// Whether the binding's or the ambient transaction carried an animation.
  var animationRequested: Bool { binding.animation != nil || ambient?.animation != nil }

  /// Whether the root committed the animation that was asked for: the ambient transaction's
  /// keys over the binding's, as a `State` applies them.
  var animationPreserved: Bool {
    let expected = ambient.map { binding.overriding(with: $0).animation } ?? binding.animation
    return animationRequested && expected != nil && committed?.animation == expected
  }

  /// `{"binding", "ambient", "arrived", "committed", "animationRequested", "animationPreserved"}`, each
  /// transaction in its `Codable` form (`{"animation", "disablesAnimations"}`) or `null`.
  var json: JSONValue {
    [
      "binding": binding.json, "ambient": ambient.map(\.json) ?? .null,
      "arrived": arrived.map(\.json) ?? .null, "committed": committed.map(\.json) ?? .null,
      "animationRequested": .bool(animationRequested), "animationPreserved": .bool(animationPreserved),
    ]
  }
}
