@available(SwiftStdlib 6.0, *)
extension Transaction: CustomStringConvertible {
  /// The set keys and their values, sorted by key name; `Transaction()` when empty.
  ///
  /// ```swift
  /// print(Transaction())                        // Transaction()
  /// print(Transaction(animation: .linear))      // Transaction(animation: linear(duration: 0.35))
  /// print(Transaction(animation: nil))          // Transaction(animation: nil)
  /// ```
  public var description: String {
    let fields =
      namedValues
      .sorted { $0.name < $1.name }
      .map { "\($0.name): \(describeUnwrapped($0.value))" }
    return "Transaction(\(fields.joined(separator: ", ")))"
  }
}

/// Describes a value without the `Optional(...)` wrapper, so `animation: easeIn(...)` reads well.
@available(SwiftStdlib 6.0, *)
private func describeUnwrapped(_ value: Any) -> String {
  if let optional = value as? any OptionalDescribing { return optional.unwrappedDescription }
  return String(describing: value)
}

@available(SwiftStdlib 6.0, *)
private protocol OptionalDescribing {
  var unwrappedDescription: String { get }
}

@available(SwiftStdlib 6.0, *)
extension Optional: OptionalDescribing {
  fileprivate var unwrappedDescription: String {
    switch self {
    case .some(let wrapped): describeUnwrapped(wrapped)
    case .none: "nil"
    }
  }
}
