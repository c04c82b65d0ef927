import JSON

/// When the part of a scene's root that its fields edit is gone (the item dismissed, the row
/// deleted, the state moved to another case): a write through a field then is a late write, and
/// the page's verdict says whether the binding ignored it or brought the dismissed value back.
///
/// Declared by a stale-write scene (``PlaygroundScene/partGoneWhen``) and served in its info.
@available(SwiftStdlib 6.2, *)
package enum GonePart: Sendable, Equatable {
  /// The root is `nil`: `{"kind": "nil"}`.
  case rootIsNil
  /// The root, a list, has fewer than `count` elements: `{"kind": "shorterThan", "count": 3}`.
  case shorterThan(Int)
  /// The root, an enum, is in another case than `name`: `{"kind": "otherCase", "case": "edit"}`.
  case otherCase(String)

  /// The condition as the scene info shows it.
  var json: JSONValue {
    switch self {
    case .rootIsNil: ["kind": "nil"]
    case .shorterThan(let count): ["kind": "shorterThan", "count": .integer(count)]
    case .otherCase(let name): ["kind": "otherCase", "case": .string(name)]
    }
  }

  /// The condition kinds, as `"kind"` spells them.
  package static let kinds = ["nil", "shorterThan", "otherCase"]
}
