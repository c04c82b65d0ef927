import Bindings

/// Everything one committed write reports; ``text(sequence:)`` is the contract's `WriteRecord`,
/// identical in the answer, the log and the `commit` event.
struct WriteRecord {
  var binding: SceneBinding
  /// The binding's identity as text (`binding.identity.description`, remembered across writes).
  var identity: String
  var written: JSONValue
  var readBack: JSONValue
  var before: JSONValue
  var after: JSONValue
  /// The root-side value: the member as stored in the root after the write.
  var stored: JSONValue
  var ambient: Transaction?
  /// The transaction the root's last commit carried, or `nil` when the root was not written.
  var committed: Transaction?
  var hooks: [RenderContext.Hook]

  /// Whether the binding's or the ambient transaction carried an animation.
  var animationRequested: Bool {
    binding.transaction.animation != nil || ambient?.animation != nil
  }

  /// Whether the root committed the animation that was asked for: the ambient transaction's
  /// keys over the binding's, as a `State` applies them.
  var animationPreserved: Bool {
    let expected = ambient.map(binding.transaction.overriding(with:)) ?? binding.transaction
    guard animationRequested, let animation = expected.animation else { return false }
    return committed?.animation == animation
  }
}
