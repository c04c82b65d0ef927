/// A stand-in for the code an app runs when a sheet goes away (saving, analytics): `onDismiss()`
/// is recorded in the write's context, so a write's record says how often it ran.
@available(SwiftStdlib 6.2, *)
struct SheetPresentation {
  let context: WriteContext

  /// Runs (records) the dismissal's work.
  func onDismiss() {
    context.recordHook("onDismiss()")
  }
}
