import JSON

/// Writes the page performs one after another with one button, to re-enact how a scene's
/// pitfall happens in an app: a sheet dismissed, then its field committing late.
///
/// Each write goes through the ordinary write route, one request after the other, so the log
/// records each with its hooks and verdict, exactly as if the learner had made them by hand.
@available(SwiftStdlib 6.2, *)
struct SceneSequence: Sendable {
  /// One write of the sequence.
  struct Write: Sendable {
    /// The binding written through, such as `dismissal.didSet`.
    let binding: String
    /// The value written, in the binding's JSON form.
    let value: JSONValue
  }

  /// The button's text, saying what the writes stand for.
  let label: String
  let writes: [Write]

  /// The sequence as the scene info shows it: `{"label", "writes": [{"binding", "value"}]}`.
  var json: JSONValue {
    [
      "label": .string(label),
      "writes": .array(writes.map { ["binding": .string($0.binding), "value": $0.value] }),
    ]
  }
}
