/// What the advisor says about one call: its category, the expression to write instead, whether
/// that expression behaves exactly as the closures do, and why.
package struct Advice: Sendable, Equatable {
  /// The kind of mapping that replaces the closures.
  package enum Category: String, Sendable, CaseIterable {
    /// `$model.name`: no mapping needed.
    case keyPath
    /// `.to(T.self)`.
    case convert
    /// `.unwrapped(with:aggressive:)`.
    case unwrapped
    /// `.safeIndex(i)` chained with `.unwrapped(with:)`.
    case safeIndex
    /// `.contains(v)`.
    case contains
    /// `[setter: .onDidSet { … }]`, `.onWillSet`, `.onChange`.
    case hook
    /// `.parsed()`, `.parsed(fallback:)`.
    case parsed
    /// `.constant(v)`.
    case constant
    /// Several of the above in one expression.
    case chain
    /// No mapping expresses the closures.
    case none
  }

  /// The category.
  package var category: Category
  /// The Swift expression to write instead of the call, or `nil` for ``Category/none``.
  package var suggestion: String?
  /// Whether the suggestion gives the same result as the closures for every value they accept
  /// without trapping. Where the closures trap (`Int($0)` on NaN), the reason says what the
  /// mapping does instead.
  package var exact: Bool
  /// Why: what differs, what the code likely wants, or why no mapping fits.
  package var reason: String
  /// The lab chain that builds the same mapping, when the lab knows its types.
  package var lab: LabChain?

  static func none(_ reason: String) -> Advice {
    Advice(category: .none, suggestion: nil, exact: false, reason: reason, lab: nil)
  }
}
