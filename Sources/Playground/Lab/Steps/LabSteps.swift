/// Every step the lab offers, in the order its menus list them.
///
/// Together they cover the library's predefined mappings with their parameters: `.to(_:)` (and
/// its rounding rule), `.safeIndex(_:)`, `.unsafeIndex(_:)`, `.unwrapped(with:aggressive:)` with
/// its getter `.unwrappedWith(_:)` and setter `.aggressive(_:)`, `.optional`, `.clamped(to:)`,
/// `.contains(_:)`, `.parsed(onRejection:)`, `.parsed(fallback:)`, and `.concat`; the mappings
/// that come as getter and setter too in each form (``LabForm``); the setter hooks `.onWillSet`,
/// `.onDidSet` and `.onChange`; the playground's hex colour conversion; and the transaction
/// steps `.animation(_:)` and `.transaction(_:)`.
///
/// Not offered: `.inline` and `.failable` (their closures are the user's own code),
/// `.perform(onWillSet:onDidSet:)` and `.perform(operation:)` (hooks the three above already
/// show), `.appending(_:)` (what `.concat` is made of) and `[mapPath:]` (a key path into the
/// mapper, rather than a mapping).
@available(SwiftStdlib 6.2, *)
package enum LabSteps {
  /// The conversions: what a `.concat` can take as stages.
  static let conversions: [LabStepKind] = [
    NumericSteps.to, CollectionSteps.safeIndex, CollectionSteps.unsafeIndex, OptionalSteps.unwrapped,
    OptionalSteps.optional, ValueSteps.clamped, ValueSteps.contains, ValueSteps.parsed, ValueSteps.parsedFallback,
    ValueSteps.hex,
  ]

  static let all: [LabStepKind] =
    conversions + HookSteps.all + [ChainSteps.concat, ChainSteps.animation, ChainSteps.transaction]

  /// Every step's name, as a definition spells it.
  package static var names: [String] { all.map(\.name) }
}
