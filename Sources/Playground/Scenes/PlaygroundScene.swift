import Bindings
import JSON

/// A scene: one `State` root and a `render` that derives its bindings the way a SwiftUI `body`
/// would, from scratch each time it runs.
///
/// Conforming types hold their root as `@State var`, so `render` reads like view code
/// (`$progress[convert: .to(Double.self)]`), and the expression strings shown to learners are
/// copies of the code that runs.
///
/// A scene is the ``BindingRoot`` its bindings write to. Its members forward to its `State`, but
/// as the requirements of its own conformance each scene's are compiled for its own `Root`:
/// through the `State`'s generic conformance they ran unspecialized (BENCHMARKS.md,
/// "Playground").
protocol PlaygroundScene: BindingRoot, Sendable {
  associatedtype Root: PlaygroundValue & Sendable

  /// The scene id, the prefix of its binding ids.
  static var id: String { get }
  static var title: String { get }
  /// One or two sentences on what the scene teaches.
  static var summary: String { get }

  /// The `@State` storage of the root.
  var root: State<Root> { get }

  /// Derives every binding of the scene, in page order; a scene renders the same bindings in
  /// the same order every time, so a binding's position names it (``SceneDirectory``).
  ///
  /// - Parameter context: Where this render's hooks and rejections are recorded.
  func render(_ context: RenderContext) -> [SceneBinding]
}

extension PlaygroundScene {
  var json: JSONValue { root.json }

  func transactionCommitted(during write: () -> Void) -> Transaction? {
    root.transactionCommitted(during: write)
  }

  /// The root's current value as JSON.
  var rootJSON: JSONValue { json }

  /// `Scene` JSON of the contract, from bindings of a fresh render.
  func info(bindings: [SceneBinding]) -> JSONValue {
    [
      "id": .string(Self.id), "title": .string(Self.title), "summary": .string(Self.summary),
      "root": ["type": .string(Root.typeName), "value": rootJSON],
      "bindings": .array(bindings.map(\.info)),
    ]
  }

  /// A closure that puts back the root value it has now.
  func makeReset() -> @Sendable () -> Void {
    let initial = root.wrappedValue
    let root = self.root
    return { root.wrappedValue = initial }
  }
}
