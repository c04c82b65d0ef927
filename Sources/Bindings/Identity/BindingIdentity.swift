/// Where a binding reads and writes: its root location and the projections applied to it.
///
/// Identity is location-based, never value-based. Two bindings are identical when they project
/// the same way (equal key paths) from the same root; a binding built with
/// `Binding(get:set:)` is a root of its own, equal only to itself (and to
/// bindings projected from it the same way). Transactions play no part: `$x.animation(.linear)`
/// has the identity of `$x`.
///
/// ```swift
/// @State var model = Model(values: [0.5])
/// $model.values.identity == $model.values.identity   // true: same root, same key path
/// $model.values.identity == $model.identity          // false
/// print($model.values.identity)                      // State#3 \Model.values
/// print($model.values[0].identity)                   // State#3 \Model.values [0]
/// ```
///
/// Subscript key paths print as `[subscript -> Member]` followed by a short hash that tells
/// different arguments apart, because Swift does not print subscript arguments:
/// `State#3 \Float.[subscript -> Double]#4f1c2a`.
///
/// Not `Sendable`: it holds the key paths themselves, and Swift 6 does not treat a key path as
/// `Sendable` (its captured subscript arguments may not be). Send ``description`` across threads.
@available(SwiftStdlib 6.0, *)
public struct BindingIdentity: Hashable, CustomStringConvertible {
  /// The location everything else is projected from.
  let root: RootIdentity

  /// The projections from the root, outermost last.
  let steps: [ProjectionStep]

  /// The root followed by each projection, for example `State#3 \Model.values [0]`.
  ///
  /// Roots are numbered in creation order across the process (`State#n`, `Closure#n`,
  /// `Constant#n`); the numbers are never reused. Key paths print as Swift prints them.
  public var description: String {
    ([root.description] + steps.map(\.label)).joined(separator: " ")
  }

  /// A short description of the root alone, for example `State#3`.
  public var rootDescription: String { root.description }

  /// How many projections lie between the root and the binding: 0 for a root binding.
  public var depth: Int { steps.count }

  /// A root's identity, with no steps.
  init(root: RootIdentity) {
    self.init(root: root, steps: [])
  }

  private init(root: RootIdentity, steps: [ProjectionStep]) {
    self.root = root
    self.steps = steps
  }

  /// Whether both identities have the same root and project from it the same way, step by step.
  ///
  /// Compares each step's key where it lies in the array, rather than comparing the arrays,
  /// which would copy every step out of both.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.root == rhs.root, lhs.steps.count == rhs.steps.count else { return false }
    for index in lhs.steps.indices where lhs.steps[index].key != rhs.steps[index].key { return false }
    return true
  }

  /// Whether the step at `index` from the root has `key`.
  func hasStep(_ key: ProjectionStep.Key, at index: Int) -> Bool {
    steps[index].key == key
  }

  /// This identity followed by one more projection.
  func appending(_ step: ProjectionStep) -> BindingIdentity {
    var steps = steps
    steps.append(step)
    return BindingIdentity(root: root, steps: steps)
  }
}
