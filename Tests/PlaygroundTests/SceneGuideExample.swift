import Bindings
import KeyPathMapping

@testable import Playground

/// An `Int` root kept within 0...5 by a clamping mapping, beside the closure-built binding that
/// clamps by hand.
struct RatingScene: PlaygroundScene {
  static let id = "rating"
  static let title = "Rating"
  static let summary = """
    An Int kept within 0...5. .clamped(to: 0...5) turns a write of 9 into 5 and keeps its \
    identity across renders; the Binding(get:set:) twin clamps the same way but is a new \
    binding every render.
    """
  static let identityComparisons = [
    IdentityComparison(
      "rating.clamped", "rating.again",
      why: "The same predefined mapping written twice: its identity is its kind, type and range, not its place.")
  ]

  @State var rating = 3
  var root: State<Int> { _rating }

  func render(_ context: WriteContext) -> [SceneBinding] {
    [
      SceneBinding(
        "rating.clamped", .mapped, .number,
        $rating[convert: .clamped(to: 0...5)],
        expression: "$rating[convert: .clamped(to: 0...5)]"),
      SceneBinding(
        "rating.again", .mapped, .number,
        $rating[convert: .clamped(to: 0...5)],
        expression: "$rating[convert: .clamped(to: 0...5)]"),
      SceneBinding(
        "rating.rebuilt", .rebuilt, .number,
        Binding(get: { min(max(rating, 0), 5) }, set: { rating = min(max($0, 0), 5) }),
        expression: "Binding(get: { min(max(rating, 0), 5) }, set: { rating = min(max($0, 0), 5) })",
        twinOf: "rating.clamped"),
    ]
  }
}
