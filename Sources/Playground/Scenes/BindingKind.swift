/// How a playground binding was derived from its scene's root.
@available(SwiftStdlib 6.2, *)
package enum BindingKind: String, CaseIterable, Sendable {
  /// The root's own binding (`$nickname`).
  case root
  /// Derived through a key path built by a KeyPathMapping subscript: keeps transaction and identity.
  case mapped
  /// Rebuilt from closures (`Binding(get:set:)`, `converted(forward:backward:)`): loses both.
  case rebuilt
  /// Derived through a hand-written computed property (`$progress.double`): a key path, but the
  /// conversion lives in the value type's namespace.
  case computedProperty
}
