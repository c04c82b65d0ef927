import Bindings

/// Why a modelled child's body ran on a render, or why it did not.
///
/// ```swift
/// RedrawReason.firstRender.description                                   // "first render: body runs"
/// RedrawReason.inputsDiffer(previous: "Closure#12", current: "Closure#19")
///   .description                                                         // "Closure#12 != Closure#19"
/// RedrawReason.inputsEqual.description                                   // "inputs equal: skipped"
/// ```
@available(SwiftStdlib 6.2, *)
enum RedrawReason: Hashable, Sendable, CustomStringConvertible {
  /// The child appeared: its body runs whatever its inputs.
  case firstRender
  /// The input's identity differs from the last render's: the body runs again. Both are the
  /// identities' descriptions, as `BindingIdentity` prints them.
  case inputsDiffer(previous: String, current: String)
  /// The input's identity equals the last render's: the body is skipped.
  case inputsEqual

  /// Whether the child's body ran.
  var bodyRan: Bool { self != .inputsEqual }

  /// The reason in one line: `previous != current` when the inputs differ.
  var description: String {
    switch self {
    case .firstRender: "first render: body runs"
    case .inputsDiffer(let previous, let current): "\(previous) != \(current)"
    case .inputsEqual: "inputs equal: skipped"
    }
  }
}
