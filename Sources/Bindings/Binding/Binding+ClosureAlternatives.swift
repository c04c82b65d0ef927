/// The closure-based ways to derive a binding that KeyPathMapping replaces, modelled as SwiftUI
/// runs them so the playground can show what they lose.
@available(SwiftStdlib 6.0, *)
extension Binding {
  /// Converts the binding through two closures, as seed 001's `converted(forward:backward:)` does.
  ///
  /// The result is a `Binding(get:set:)` binding: an empty transaction
  /// and an identity of its own (each call gives a new one). Its closures write through *this*
  /// binding, so this binding's transaction still commits; a transaction applied to the result
  /// (by ``animation(_:)``, or by the control that writes it) is dropped, exactly as in SwiftUI.
  ///
  /// ```swift
  /// @State var progress: Float = 0
  /// let slider = $progress.converted(forward: { Double($0) }, backward: { Float($0) })
  /// slider.animation(.easeIn).wrappedValue = 0.5
  /// progress                                     // 0.5
  /// _progress.lastCommit?.transaction.animation  // nil: lost
  /// ```
  /// - Parameters:
  ///   - forward: Converts the value for reading.
  ///   - backward: Converts a written value back.
  /// - Returns: The converted binding.
  public func converted<Converted>(
    forward: @escaping (Value) -> Converted,
    backward: @escaping (Converted) -> Value
  ) -> Binding<Converted> {
    Binding<Converted>(
      get: { forward(self.wrappedValue) },
      set: { self.wrappedValue = backward($0) }
    )
  }

  /// Rebuilds the binding with `Binding(get:set:)` around its storage, as seed 000's view does
  /// with `Binding(get: { Double(progress) }, set: { progress = Float($0) })`.
  ///
  /// The closures read and write the storage directly, like assigning a view's `@State` property:
  /// the write commits with an empty transaction, so neither this binding's transaction nor one
  /// applied to the result reaches the commit (an ambient ``withTransaction(_:_:)`` still does).
  /// The identity is new on every call.
  ///
  /// ```swift
  /// @State var progress: Float = 0
  /// let slider = $progress.animation(.easeInOut).rebuilt(get: { Double($0) }, set: { Float($0) })
  /// slider.wrappedValue = 0.75
  /// progress                                     // 0.75
  /// _progress.lastCommit?.transaction.animation  // nil: lost
  /// ```
  /// - Parameters:
  ///   - get: Converts the stored value for reading.
  ///   - set: Converts a written value for storing.
  /// - Returns: The rebuilt binding.
  public func rebuilt<Rebuilt>(
    get: @escaping (Value) -> Rebuilt,
    set: @escaping (Rebuilt) -> Value
  ) -> Binding<Rebuilt> {
    let storage = location
    return Binding<Rebuilt>(
      get: { get(storage.get()) },
      set: { storage.set(set($0), transaction: Transaction()) }
    )
  }
}
