import Bindings
import JSON

/// The transactions of one write, as its record reports them.
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
      "binding": Self.json(binding), "ambient": ambient.map(Self.json) ?? .null,
      "arrived": arrived.map(Self.json) ?? .null, "committed": committed.map(Self.json) ?? .null,
      "animationRequested": .bool(animationRequested), "animationPreserved": .bool(animationPreserved),
    ]
  }

  /// `transaction` as its `Codable` conformance writes it.
  ///
  /// That conformance writes a Bool and an optional `Animation` (a String and Doubles) through
  /// one keyed container each, which is none of what makes `JSONValueEncoder` throw
  /// (nothing encoded, two containers at one place, an integer beyond `Int`): a failure would
  /// be a broken conformance, a programming error that the tests of every curve would show.
  private static func json(_ transaction: Transaction) -> JSONValue {
    do {
      return try JSONValue(encoding: transaction)
    } catch {
      preconditionFailure("Transaction's Codable form failed to encode: \(error)")
    }
  }
}
