@available(SwiftStdlib 6.0, *)
extension Binding {
  /// Creates a binding from a getter and a setter that drops the transaction.
  ///
  /// The binding starts with an empty transaction, and a transaction added later with
  /// ``transaction(_:)`` or ``animation(_:)`` is handed to `set`'s wrapper and lost there: the
  /// write arrives wherever `set` sends it without it. Its identity is its own (see
  /// ``BindingIdentity``), so two such bindings never compare equal.
  ///
  /// ```swift
  /// @State var progress: Float = 0
  /// let slider = Binding<Double>(
  ///   get: { Double(progress) },
  ///   set: { progress = Float($0) }
  /// ).animation(.easeIn)
  /// slider.wrappedValue = 0.5
  /// _progress.lastCommit?.transaction.animation   // nil: the animation was dropped
  /// ```
  /// - Parameters:
  ///   - get: Reads the value.
  ///   - set: Writes a new value.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.init(get: get, set: { newValue, _ in set(newValue) })
  }

  /// Creates a binding from a getter and a setter that receives the writing binding's transaction.
  ///
  /// The binding starts with an empty transaction; `set` receives whatever transaction the binding
  /// has when written (after ``transaction(_:)`` or ``animation(_:)``), and can pass it on.
  ///
  /// ```swift
  /// @State var progress: Float = 0
  /// let slider = Binding<Double>(
  ///   get: { Double(progress) },
  ///   set: { value, transaction in $progress.transaction(transaction).wrappedValue = Float(value) }
  /// ).animation(.easeIn)
  /// slider.wrappedValue = 0.5
  /// _progress.lastCommit?.transaction.animation   // easeIn(duration: 0.35)
  /// ```
  /// - Parameters:
  ///   - get: Reads the value.
  ///   - set: Writes a new value with the transaction of the write.
  public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    self.init(location: ClosureLocation(get: get, set: set), transaction: Transaction())
  }

  /// A binding that always reads `value` and ignores writes.
  ///
  /// ```swift
  /// let fixed = Binding.constant(3)
  /// fixed.wrappedValue = 4
  /// fixed.wrappedValue        // 3
  /// ```
  /// - Parameter value: The value to read.
  /// - Returns: The binding; its identity is its own.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(location: ConstantLocation(value), transaction: Transaction())
  }
}
