import Bindings

/// A scene: one `State` root and a `render` that derives its bindings the way a SwiftUI `body`
/// would, from scratch each time it runs.
///
/// Conforming types hold their root as `@State var`, so `render` reads like view code
/// (`$progress[convert: .to(Double.self)]`), and the expression strings shown to learners are
/// copies of the code that runs.
protocol PlaygroundScene: Sendable {
  associatedtype Root: PlaygroundValue & Sendable
  /// What a render returns: its bindings in an inline array, `[3 of SceneBinding]`.
  associatedtype Bindings: SceneBindingList

  /// The scene id, the prefix of its binding ids.
  static var id: String { get }
  static var title: String { get }
  /// One or two sentences on what the scene teaches.
  static var summary: String { get }

  /// The `@State` storage of the root.
  var root: State<Root> { get }

  // Requirements rather than extension-only members, so each scene's witness is compiled for
  // its own `Root`: reached through `any PlaygroundScene`, the generic versions ran unspecialized
  // (a write's `State.lastCommit` reads cost 2.7k instructions each in callgrind).

  /// The root's current value as JSON.
  var rootJSON: JSONValue { get }

  /// Runs `body` (a write) and returns the transaction of the commit it made, or `nil` when
  /// it committed nothing.
  func transactionCommitted(during body: () -> Void) -> Transaction?

  /// The binding at `index` of a render of this scene in `context`; only that binding is
  /// derived, when it is used.
  ///
  /// A scene renders the same bindings in the same order every time, so the index
  /// ``SceneDirectory`` found at launch still names the same binding.
  ///
  /// - Parameter index: The binding's position (``SceneDirectory/place(ofBinding:)``).
  func render(bindingAt index: Int, in context: RenderContext) -> SceneBinding

  /// Derives every binding of the scene.
  ///
  /// An inline array rather than an `Array`: a write renders its binding's scene for the one
  /// binding it writes through, and the array's storage cost it an allocation.
  ///
  /// - Parameter context: Where this render's hooks and rejections are recorded.
  func render(_ context: RenderContext) -> Bindings
}

extension PlaygroundScene {
  var rootJSON: JSONValue { root.wrappedValue.json }

  func render(bindingAt index: Int, in context: RenderContext) -> SceneBinding {
    render(context).binding(at: index)
  }

  /// `Scene` JSON of the contract, from bindings of a fresh render.
  func info(bindings: [SceneBinding]) -> JSONValue {
    [
      "id": .string(Self.id), "title": .string(Self.title), "summary": .string(Self.summary),
      "root": ["type": .string(Root.typeName), "value": rootJSON],
      "bindings": .array(bindings.map(\.info)),
    ]
  }

  /// Runs `body` and returns the transaction of the last commit the root received meanwhile, or
  /// `nil` when `body` did not write the root.
  ///
  /// Compares the root's commit count before and after, rather than observing: every write to
  /// a root runs under the world lock, so nothing else commits meanwhile, and subscribing an
  /// observer per write cost a twentieth of a write in callgrind. Neither the count nor the
  /// transaction is read by copying a commit out (its values and three transactions).
  func transactionCommitted(during body: () -> Void) -> Transaction? {
    let previous = root.commitCount
    body()
    return root.lastTransaction(after: previous)
  }

  /// A closure that puts back the root value it has now.
  func makeReset() -> @Sendable () -> Void {
    let initial = root.wrappedValue
    let root = self.root
    return { root.wrappedValue = initial }
  }
}

/// The bindings of one render, in page order.
protocol SceneBindingList {
  /// How many bindings the render made.
  var count: Int { get }
  /// The binding at `index`, from 0 up to ``count``.
  func binding(at index: Int) -> SceneBinding
}

extension SceneBindingList {
  /// Every binding, in page order.
  var all: [SceneBinding] { (0..<count).map(binding(at:)) }
}

extension InlineArray: SceneBindingList where Element == SceneBinding {
  func binding(at index: Int) -> SceneBinding { self[index] }
}
