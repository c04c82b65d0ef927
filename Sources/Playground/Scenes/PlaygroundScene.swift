package import Bindings
package import JSON

/// A scene: one `State` root and a `render` that derives its bindings the way a SwiftUI `body`
/// would, from scratch each time it runs.
///
/// Everything the playground knows about a scene is declared by its type, in its one file: its
/// id, title and summary, its root, its bindings with their expressions and twins, the identity
/// comparisons the render report makes, and what is special about it: a binding whose write runs
/// in a child process (``SceneBinding/trapsWhen``), the page's widgets for its root, when the
/// part its fields edit is gone, and the declarations and write-context members its exported
/// test needs. The journal, the trap child, the export and the page ask the scene for these and
/// name none. ``SceneList`` lists the scenes in page order; the Playground catalog's article
/// "Adding a Scene" walks through writing one.
///
/// Conforming types hold their root as `@State var`, so `render` reads like view code
/// (`$progress[convert: .to(Double.self)]`), and the expression strings shown to learners are
/// copies of the code that runs.
///
/// A scene is the ``BindingRoot`` its bindings write to. Its members forward to its `State`, but
/// as the requirements of its own conformance each scene's are compiled for its own `Root`:
/// through the `State`'s generic conformance they would run unspecialized (BENCHMARKS.md,
/// "Playground").
@available(SwiftStdlib 6.2, *)
package protocol PlaygroundScene: BindingRoot, Sendable {
  associatedtype Root: PlaygroundValue & Sendable

  /// The scene id, the prefix of its binding ids (`progress` for `progress.mapped`).
  static var id: String { get }
  /// The scene's heading on the page.
  static var title: String { get }
  /// One or two sentences on what the scene teaches.
  static var summary: String { get }
  /// Pairs of this scene's bindings whose identities the render report compares, each with the
  /// rule it shows; none by default.
  static var identityComparisons: [IdentityComparison] { get }
  /// For a scene built on a bug people report, what goes wrong in an app that makes the binding
  /// from closures, and what the mapped binding does instead; `nil` for the other scenes.
  static var pitfall: String? { get }
  /// The names of the hooks this scene's bindings can fire (`haptics.impact()`), so the page
  /// shows where they will be listed before one fires; none by default.
  static var hooks: [String] { get }
  /// Sequences of writes that re-enact how the pitfall happens, each performed by one button
  /// on the page; none by default.
  static var sequences: [SceneSequence] { get }
  /// What the page adds to the scene's card: a picture of the root, a panel, a button; none by
  /// default.
  static var widgets: [SceneWidget] { get }
  /// For a stale-write scene, when the part of the root its fields edit is gone, so the page
  /// judges a write then as a late write; `nil` by default.
  static var partGoneWhen: GonePart? { get }
  /// Copies of the playground's declarations the scene's code uses, which an exported test
  /// declares (the root's type, a conversion); none by default.
  static var exportDeclarations: [ExportDeclaration] { get }
  /// The members of the ``WriteContext`` the scene's render takes hooks from (`haptics` for
  /// `let haptics = context.haptics`), which an exported test binds to locals of the same
  /// names; none by default.
  static var contextMembers: [String] { get }

  /// A fresh scene with its initial root.
  init()

  /// The `@State` storage of the root.
  var root: State<Root> { get }

  /// Derives every binding of the scene, in page order; a scene renders the same bindings in
  /// the same order every time, so a binding's position names it (``SceneDirectory``).
  ///
  /// - Parameter context: Where this render's hooks and rejections are recorded, for the write
  ///   that goes through one of its bindings.
  func render(_ context: WriteContext) -> [SceneBinding]
}

@available(SwiftStdlib 6.2, *)
extension PlaygroundScene {
  package static var identityComparisons: [IdentityComparison] { [] }
  package static var pitfall: String? { nil }
  package static var hooks: [String] { [] }
  package static var sequences: [SceneSequence] { [] }
  package static var widgets: [SceneWidget] { [] }
  package static var partGoneWhen: GonePart? { nil }
  package static var exportDeclarations: [ExportDeclaration] { [] }
  package static var contextMembers: [String] { [] }

  /// The root's type when an exported test can write its values, which is when it has Swift
  /// literals: a new root type is exported once it conforms to ``SwiftLiteralRepresentable``.
  static var exportedRootType: (any (PlaygroundValue & SwiftLiteralRepresentable).Type)? {
    Root.self as? any (PlaygroundValue & SwiftLiteralRepresentable).Type
  }

  package var json: JSONValue { root.json }

  package func transactionsCommitted(during write: () -> Void) -> (arrived: Transaction, committed: Transaction)? {
    root.transactionsCommitted(during: write)
  }

  /// The root's current value as JSON.
  var rootJSON: JSONValue { json }

  /// `Scene` JSON of the contract, from bindings of a fresh render.
  func info(bindings: [SceneBinding]) -> JSONValue {
    var members: [(key: String, value: JSONValue)] = [
      ("id", .string(Self.id)), ("title", .string(Self.title)), ("summary", .string(Self.summary)),
      ("root", ["type": .string(Root.typeName), "value": rootJSON]),
      ("bindings", .array(bindings.map(\.info))),
    ]
    if let pitfall = Self.pitfall { members.append(("pitfall", .string(pitfall))) }
    if !Self.hooks.isEmpty { members.append(("hooks", .array(Self.hooks.map { .string($0) }))) }
    if !Self.sequences.isEmpty { members.append(("sequences", .array(Self.sequences.map(\.json)))) }
    if !Self.widgets.isEmpty { members.append(("widgets", .array(Self.widgets.map(\.json)))) }
    if let gone = Self.partGoneWhen { members.append(("partGoneWhen", gone.json)) }
    return .object(members)
  }

  /// Decodes `json` as the root's value and returns its assignment, which commits it to the
  /// root with an empty transaction, as assigning a `@State` property does. Resets and restores
  /// set roots this way: decoding every root first lets them refuse a bad value before
  /// changing any.
  ///
  /// - Parameter json: The root's new value; a scene's initial root reads back from its own
  ///   JSON exactly (``PlaygroundValue``'s forms are exact).
  /// - Throws: Why `json` is not a value of the root's type.
  func rootAssignment(from json: JSONValue) throws(ValueRejection) -> () -> Void {
    let value = try Root(json: json)
    let root = self.root
    return { root.wrappedValue = value }
  }
}
