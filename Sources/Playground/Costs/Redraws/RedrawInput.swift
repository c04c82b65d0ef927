import Bindings

/// A binding as a modelled child view receives it from its parent: compared by its location,
/// never by its value or its transaction.
///
/// The redraw model (``RedrawTree``) keeps the ``identity`` a child received on one render and
/// asks the next render's input whether it ``hasIdentity(_:)`` equal to it: the comparison the
/// `Bindings` module makes, same root and same projections (see `BindingIdentity`). A
/// `Binding(get:set:)` is a root of its own, so an input rebuilt from closures never equals the
/// last one; one derived through key paths from the same `State` does.
///
/// `Binding` conforms, and so does the playground's type-erased ``DerivedBinding``, which is what
/// a scene binding or a lab chain derives to: either can be a child's input.
///
/// ```swift
/// @State var progress: Float = 0.25
/// let kept = $progress[convert: .to(Double.self)].identity
/// $progress[convert: .to(Double.self)].hasIdentity(kept)              // true
/// Binding(get: { Double(progress) }, set: { progress = Float($0) })
///   .hasIdentity(kept)                                                 // false
/// ```
@available(SwiftStdlib 6.2, *)
protocol RedrawInput {
  /// Where the input reads and writes: its root and projections.
  var identity: BindingIdentity { get }

  /// Whether ``identity`` equals `identity`, compared in place.
  func hasIdentity(_ identity: BindingIdentity) -> Bool
}

@available(SwiftStdlib 6.2, *)
extension Binding: RedrawInput {}

@available(SwiftStdlib 6.2, *)
extension DerivedBinding: RedrawInput {}
