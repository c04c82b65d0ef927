import Bindings
import KeyPathMapping

/// The redraw model's parent: a `Float` progress edited by five `Double` sliders, each given its
/// binding a different way, beside a counter none of them uses.
///
/// Its ``children()`` are the children of a ``RedrawTree``; their expressions are the code that
/// builds their inputs, as a SwiftUI parent's `body` would write them (the fresh-`id:` child reads
/// the counter, as `counter` in a view). Over any number of ticks, the rule modelled gives:
///
/// | child | input | body runs after *n* ticks |
/// |---|---|---|
/// | `mapped` | `$progress[convert: .to(Double.self)]` | 1 |
/// | `inline` | an `.inline` conversion written at one place | 1 |
/// | `getSet` | `Binding(get:set:)` | *n* + 1 |
/// | `converted` | `converted(forward:backward:)` | *n* + 1 |
/// | `freshID` | an `.inline` conversion with `id: counter` | *n* + 1 |
///
/// (The counts come from running the comparison, not from this table.)
///
/// ```swift
/// let parent = SliderParent()
/// var tree = RedrawTree(children: parent.children())
/// tree.run(ticks: 30)
/// tree.children.map(\.bodyRuns)     // [1, 1, 31, 31, 31]
/// ```
@available(SwiftStdlib 6.2, *)
struct SliderParent: Sendable {
  @State var progress: Float = 0.25

  /// The state every child's binding writes to.
  var root: State<Float> { _progress }

  /// The five children, in page order.
  func children() -> [RedrawChild] {
    [
      RedrawChild(name: "mapped", expression: "$progress[convert: .to(Double.self)]") { _ in
        $progress[convert: .to(Double.self)]
      },
      RedrawChild(
        name: "inline", expression: "$progress[convert: .inline(extract: { Double($0) }, embed: { Float($0) })]"
      ) { _ in
        $progress[convert: .inline(extract: { Double($0) }, embed: { Float($0) })]
      },
      RedrawChild(name: "getSet", expression: "Binding(get: { Double(progress) }, set: { progress = Float($0) })") {
        _ in
        Binding(get: { Double(progress) }, set: { progress = Float($0) })
      },
      RedrawChild(
        name: "converted", expression: "$progress.converted(forward: { Double($0) }, backward: { Float($0) })"
      ) { _ in
        $progress.converted(forward: { Double($0) }, backward: { Float($0) })
      },
      RedrawChild(
        name: "freshID",
        expression: "$progress[convert: .inline(id: counter, extract: { Double($0) }, embed: { Float($0) })]"
      ) { render in
        let counter = render.counter
        return $progress[convert: .inline(id: counter, extract: { Double($0) }, embed: { Float($0) })]
      },
    ]
  }
}
