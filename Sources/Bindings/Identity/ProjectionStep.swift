/// One projection of a ``BindingIdentity``, compared by ``key`` only: the label is for people, and
/// is built only when printed, so that deriving a binding does not pay for formatting.
@available(SwiftStdlib 6.0, *)
struct ProjectionStep: Hashable {
  /// What makes two steps the same projection.
  enum Key: Hashable {
    case keyPath(AnyKeyPath)
    case optionalLift
    case optionalUnwrap
  }

  /// How a step prints when its key alone would not say it well.
  enum Label {
    /// Printed as `[index]`.
    case element(AnyHashable)
  }

  let key: Key
  /// `nil` for the steps that print from their key: all but elements.
  let customLabel: Label?

  /// A step through `keyPath`, printed as the key path.
  init(keyPath: AnyKeyPath) {
    self.init(key: .keyPath(keyPath))
  }

  /// A step through `keyPath`, printed as `label` says.
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

  /// The step as ``BindingIdentity/description`` prints it.
  var label: String {
    if case .element(let index)? = customLabel { return "[\(index.base)]" }
    return switch key {
    case .keyPath(let keyPath): KeyPathLabel.describe(keyPath)
    case .optionalLift: "?"
    case .optionalUnwrap: "!"
    }
  }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.key == rhs.key }

  func hash(into hasher: inout Hasher) { hasher.combine(key) }
}
