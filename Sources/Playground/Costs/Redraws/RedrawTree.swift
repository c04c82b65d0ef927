import Bindings

/// A modelled view tree: a parent whose body runs again on each tick of a state its children do
/// not use (a counter), and children that each take one binding.
///
/// This models SwiftUI's rule for when a child's body runs; it is not SwiftUI. On each render of
/// the parent, every child's input is built afresh and compared with the last render's by the
/// `Bindings` module's location identity (``RedrawInput``): equal, the child is skipped;
/// different, its body runs again. A binding's value and transaction play no part. Bindings
/// derived through key paths (a mapping) are equal render after render; `Binding(get:set:)` makes
/// a new closure location every time, which never equals the last one.
///
/// ```swift
/// @State var progress: Float = 0.25
/// var tree = RedrawTree(children: [
///   RedrawChild(name: "mapped", expression: "$progress[convert: .to(Double.self)]") { _ in
///     $progress[convert: .to(Double.self)]
///   },
///   RedrawChild(name: "getSet", expression: "Binding(get: { Double(progress) }, set: { progress = Float($0) })") { _ in
///     Binding(get: { Double(progress) }, set: { progress = Float($0) })
///   },
/// ])
/// tree.run(ticks: 30)
/// tree.parentBodyRuns                    // 31
/// tree.children.map(\.bodyRuns)          // [1, 31]
/// print(tree.lastPass.outcomes[1])       // getSet (31 runs): Closure#40 != Closure#41
/// ```
///
/// Not `Sendable`: children hold caller-supplied closures and the identities they last received
/// (key paths). Keep a tree behind the lock of whoever shares it.
@available(SwiftStdlib 6.2, *)
struct RedrawTree {
  /// What the model is, in one sentence, for every place that shows its counts.
  static let disclaimer =
    "A model of SwiftUI's rule (a child's body runs again when its inputs differ; bindings compare by location), run on the Bindings module: it is not SwiftUI."

  /// The unrelated state the parent reads: bumped by each tick, used by no child.
  private(set) var counter = 0
  /// How many times the parent's body has run: once at creation, then once per tick.
  private(set) var parentBodyRuns = 0
  /// The children, in the order the parent's body lists them.
  private(set) var children: [RedrawChild]
  /// What the newest render of the parent did to each child.
  private(set) var lastPass: RedrawPass

  /// Creates the tree and renders it once: every child's body runs for the first time.
  ///
  /// - Parameter children: The children, in the order the parent's body lists them.
  init(children: [RedrawChild]) {
    self.children = children
    lastPass = RedrawPass(render: ParentRender(number: 0, counter: 0), outcomes: [])
    renderParent()
  }

  /// Bumps the counter, which runs the parent's body again.
  ///
  /// - Returns: What that render did to each child.
  @discardableResult
  mutating func tick() -> RedrawPass {
    counter += 1
    renderParent()
    return lastPass
  }

  /// Ticks `ticks` times.
  ///
  /// - Parameter ticks: How many ticks; none when zero or negative.
  /// - Returns: The newest render's pass (the first render's when there was no tick).
  /// - Complexity: O(*ticks* × *children*).
  @discardableResult
  mutating func run(ticks: Int) -> RedrawPass {
    for _ in 0..<max(ticks, 0) { tick() }
    return lastPass
  }

  /// Runs the parent's body: renders every child with this render's number and counter.
  private mutating func renderParent() {
    parentBodyRuns += 1
    let render = ParentRender(number: parentBodyRuns, counter: counter)
    var outcomes: [RedrawChildOutcome] = []
    outcomes.reserveCapacity(children.count)
    for index in children.indices {
      outcomes.append(children[index].render(render))
    }
    lastPass = RedrawPass(render: render, outcomes: outcomes)
  }
}

/// One run of the modelled parent's body: what its children's inputs may be built from.
///
/// ```swift
/// let render = ParentRender(number: 3, counter: 2)   // the third body run, after two ticks
/// ```
@available(SwiftStdlib 6.2, *)
struct ParentRender: Hashable, Sendable {
  /// The parent's body runs so far, this one included: 1 on the first render.
  let number: Int
  /// The counter's value on this render.
  let counter: Int
}

/// What one render of the parent did to each of its children.
///
/// ```swift
/// let pass = tree.tick()
/// pass.render.number                        // 2
/// pass.outcomes.filter(\.bodyRan).map(\.name)  // ["getSet", "converted", "freshID"]
/// ```
@available(SwiftStdlib 6.2, *)
struct RedrawPass: Hashable, Sendable {
  /// The parent's render.
  let render: ParentRender
  /// Each child's outcome, in the children's order.
  let outcomes: [RedrawChildOutcome]
}
