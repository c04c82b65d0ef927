import JSON

/// Something the page adds to a scene's card beyond its root and bindings, declared by the scene
/// and served in its info (`"widgets"`), so the page draws it without knowing the scene.
///
/// ```swift
/// static let widgets: [SceneWidget] = [.deleteRow(position: 2)]
/// // "widgets": [{"kind": "deleteRow", "position": 2}]
/// ```
@available(SwiftStdlib 6.2, *)
package enum SceneWidget: Sendable, Equatable {
  /// A bar drawing the root, a number in 0...1, that moves with the committed animation.
  case bar
  /// A swatch drawing the root, a colour, that moves with the committed animation.
  case swatch
  /// The render report's panel: "Render again" and whether each compared pair kept its identity.
  case identityPanel
  /// A button that deletes the element at `position` of the root, a list, as an app's list
  /// would: a restore of the list without it, one logged entry.
  case deleteRow(position: Int)

  /// The widget as the scene info shows it: `{"kind": "bar"}`, `{"kind": "deleteRow", "position": 2}`.
  var json: JSONValue {
    switch self {
    case .bar: ["kind": "bar"]
    case .swatch: ["kind": "swatch"]
    case .identityPanel: ["kind": "identityPanel"]
    case .deleteRow(let position): ["kind": "deleteRow", "position": .integer(position)]
    }
  }

  /// The widget kinds, as `"kind"` spells them.
  package static let kinds = ["bar", "swatch", "identityPanel", "deleteRow"]
}
