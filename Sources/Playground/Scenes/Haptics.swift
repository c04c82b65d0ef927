/// A stand-in for a haptic feedback generator: `impact()` is recorded in the write's context
/// instead of felt, so a write's record says which hooks fired.
@available(SwiftStdlib 6.2, *)
struct Haptics {
  let context: WriteContext

  /// Plays (records) an impact.
  func impact() {
    context.recordHook("haptics.impact()")
  }
}
