import JSON

/// Writes the page performs one after another with one button, to re-enact how a scene's
/// pitfall happens in an app: a sheet dismissed, then its field committing late.
///
/// Each write through a binding goes through the ordinary write route, one request after the
/// other, so the log records each with its hooks and verdict, exactly as if the learner had made
/// them by hand. A step that sets the root itself (a row deleted from a list that no binding
/// writes whole) goes through the restore route, as the page's own button for it does.
@available(SwiftStdlib 6.2, *)
package struct SceneSequence: Sendable {
  /// One write of the sequence.
  struct Write: Sendable {
    /// The binding written through, such as `dismissal.didSet`; `nil` for a step that sets the
    /// scene's root itself.
    let binding: String?
    /// The value written, in the binding's JSON form, or the root's new value.
    let value: JSONValue

    /// A write of `value` through `binding`.
    init(binding: String, value: JSONValue) {
      self.binding = binding
      self.value = value
    }

    private init(root value: JSONValue) {
      binding = nil
      self.value = value
    }

    /// A step that sets the scene's root to `value`, as a restore of that one root does.
    static func root(_ value: JSONValue) -> Write { Write(root: value) }

    /// `{"binding", "value"}`, or `{"root"}` for a step that sets the root.
    var json: JSONValue {
      guard let binding else { return ["root": value] }
      return ["binding": .string(binding), "value": value]
    }
  }

  /// The button's text, saying what the writes stand for.
  let label: String
  let writes: [Write]

  /// The sequence as the scene info shows it: `{"label", "writes": [{"binding", "value"} or {"root"}]}`.
  var json: JSONValue {
    ["label": .string(label), "writes": .array(writes.map(\.json))]
  }
}
