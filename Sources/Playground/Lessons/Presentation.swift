package import JSON

/// The lesson step every page shows: the presenter moves it (`POST /api/lesson`), and every
/// page follows it through the `lesson` event.
///
/// `revision` counts the moves, so a page that reads the position (`GET /api/lesson`) while an
/// event is on its way keeps the newer one.
@available(SwiftStdlib 6.2, *)
package struct Presentation: Sendable {
  /// The lesson shown, or `nil` when none is.
  var lesson: String?
  /// The step shown, from 0.
  var step = 0
  /// How many times the position was set.
  var revision = 0

  /// `{"lesson", "step", "revision"}`, the contract's `Presentation`.
  package var json: JSONValue {
    ["lesson": lesson.map(JSONValue.string) ?? .null, "step": .integer(step), "revision": .integer(revision)]
  }
}
