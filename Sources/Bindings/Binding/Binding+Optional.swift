@available(SwiftStdlib 6.0, *)
extension Binding {
  /// Unwraps a binding to an optional value, or returns `nil` while the value is `nil`.
  ///
  /// The result keeps the base's transaction and is projected from it (its identity is the base's
  /// plus `!`). If the base later becomes `nil`, reading returns the last value seen at creation,
  /// and writing stores a non-`nil` value again.
  ///
  /// ```swift
  /// @State var name: String? = "Ada"
  /// let unwrapped = Binding<String>($name)!
  /// unwrapped.wrappedValue = "Grace"
  /// name                                // Optional("Grace")
  /// Binding<String>(Binding<String?>.constant(nil)) == nil   // true
  /// ```
  /// - Parameter base: The optional binding.
  public init?(_ base: Binding<Value?>) {
    guard let current = base.wrappedValue else { return nil }
    self.init(location: OptionalUnwrapLocation(base: base.location, fallback: current), transaction: base.transaction)
  }

  /// Lifts a binding into a binding to an optional value; writing `nil` is ignored.
  ///
  /// The result keeps the base's transaction and is projected from it (identity: the base's
  /// plus `?`).
  ///
  /// ```swift
  /// @State var count = 1
  /// let optional = Binding<Int?>($count)
  /// optional.wrappedValue = 5       // count is 5
  /// optional.wrappedValue = nil     // count stays 5
  /// ```
  /// - Parameter base: The binding to lift.
  public init<Wrapped>(_ base: Binding<Wrapped>) where Value == Wrapped? {
    self.init(location: OptionalLiftLocation(base: base.location), transaction: base.transaction)
  }
}
