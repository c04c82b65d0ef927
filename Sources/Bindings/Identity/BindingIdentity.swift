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

  @usableFromInline
  init(root: RootIdentity) {
    self.init(root: root, steps: [])
  }

  private init(root: RootIdentity, steps: [ProjectionStep]) {
    self.root = root
    self.steps = steps
  }

  /// Whether both identities have the same root and project from it the same way, step by step.
  ///
  /// Written out rather than synthesized: the synthesized `==` compared the step arrays with
  /// `Array`'s `==`, which copied every step out of both arrays (a retain and a release of each
  /// key path) before comparing their keys.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    guard lhs.root == rhs.root, lhs.steps.count == rhs.steps.count else { return false }
    for index in lhs.steps.indices where lhs.steps[index].key != rhs.steps[index].key { return false }
    return true
  }

  /// Whether the step at `index` from the root has `key`, compared in place: a step copied out
  /// of the array retained its key path and copied its label only to be destroyed again.
  @usableFromInline
  func hasStep(_ key: ProjectionStep.Key, at index: Int) -> Bool {
    steps[index].key == key
  }

  /// This identity followed by one more projection.
  @usableFromInline
  func appending(_ step: ProjectionStep) -> BindingIdentity {
    var steps = steps
    steps.append(step)
    return BindingIdentity(root: root, steps: steps)
  }
}

/// A root location: its kind and its process-wide serial number.
@usableFromInline
struct RootIdentity: Hashable, Sendable, CustomStringConvertible {
  @usableFromInline
  enum Kind: String, Sendable {
    case state = "State"
    case closure = "Closure"
    case constant = "Constant"
  }

  let kind: Kind
  let serial: Int

  /// A new, never-before-seen root of `kind`.
  @usableFromInline
  init(_ kind: Kind) {
    self.kind = kind
    self.serial = SerialNumbers.next()
  }

  @usableFromInline
  var description: String { "\(kind.rawValue)#\(serial)" }
}

/// One projection, compared by `key` only: the label is for people, and is built only when
/// printed (deriving a binding should not pay for formatting).
@usableFromInline
struct ProjectionStep: Hashable {
  /// What makes two steps the same projection. An enum rather than `AnyHashable`, whose
  /// initializer asks the runtime about the key path's type on every derivation.
  @usableFromInline
  enum Key: Hashable {
    case keyPath(AnyKeyPath)
    case optionalLift
    case optionalUnwrap
  }

  /// How a step prints when its key alone would not say it well.
  @usableFromInline
  enum Label {
    /// Printed as `[index]`.
    case element(AnyHashable)
  }

  let key: Key
  /// `nil` for most steps, which print from their key: storing the key path a second time cost
  /// every derivation a retain, and every destruction a release and an outlined destroy.
  let customLabel: Label?

  /// A step through `keyPath`, printed as the key path.
  @usableFromInline
  init(keyPath: AnyKeyPath) {
    self.init(key: .keyPath(keyPath))
  }

  /// A step through `keyPath`, printed as `label` says.
  @usableFromInline
  init(keyPath: AnyKeyPath, label: Label) {
    self.init(key: .keyPath(keyPath), customLabel: label)
  }

  private init(key: Key, customLabel: Label? = nil) {
    self.key = key
    self.customLabel = customLabel
  }

  /// The step of an optional lift, printed `?`.
  static var optionalLift: ProjectionStep { ProjectionStep(key: .optionalLift) }

  /// The step of an optional unwrap, printed `!`.
  static var optionalUnwrap: ProjectionStep { ProjectionStep(key: .optionalUnwrap) }

  var label: String {
    if case .element(let index)? = customLabel { return "[\(index.base)]" }
    return switch key {
    case .keyPath(let keyPath): KeyPathLabel.describe(keyPath)
    case .optionalLift: "?"
    case .optionalUnwrap: "!"
    }
  }

  @usableFromInline
  static func == (lhs: Self, rhs: Self) -> Bool { lhs.key == rhs.key }

  @usableFromInline
  func hash(into hasher: inout Hasher) { hasher.combine(key) }
}
