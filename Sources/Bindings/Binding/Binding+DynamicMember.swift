@available(SwiftStdlib 6.0, *)
extension Binding {
  /// A binding to a member of the value, reached through a writable key path.
  ///
  /// The result keeps this binding's transaction, and its location is this binding's location
  /// plus the key path: a write reads the whole value, changes the member and writes the whole
  /// value back (atomically when the root is a `State`). Deriving the same key path again gives an
  /// equal ``identity``. Subscript key paths work too, which is how `[convert:]` and other mapping
  /// subscripts derive bindings.
  ///
  /// ```swift
  /// struct Model { var values: [Float] = [0.25] }
  /// @State var model = Model()
  /// $model.values[0].wrappedValue = 0.5
  /// model.values                                   // [0.5]
  /// ```
  /// - Parameter keyPath: The path from the value to the member.
  /// - Returns: The member's binding.
  @inlinable
  public subscript<Member>(dynamicMember keyPath: WritableKeyPath<Value, Member>) -> Binding<Member> {
    Binding<Member>(location: KeyPathLocation(base: location, keyPath: keyPath), transaction: transaction)
  }
}
