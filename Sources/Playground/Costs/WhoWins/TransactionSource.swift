import Bindings

/// A row of the who-wins grid: where the transaction of a write comes from. The binding's own
/// transaction, an ambient one, both (a conflict), or neither.
///
/// ```swift
/// let row = TransactionSource(binding: .animation, ambient: .withAnimation)
/// row.id              // "animation+withAnimation"
/// row.isConflict      // true
/// row.code(writing: "$progress[convert: .to(Double.self)]", value: "0.75")
/// // withAnimation(.linear) { $progress[convert: .to(Double.self)].animation(.easeIn).wrappedValue = 0.75 }
/// ```
@available(SwiftStdlib 6.2, *)
struct TransactionSource: Sendable {
  /// What the binding carries, if anything.
  let binding: BindingTransactionSource?
  /// What the write runs inside, if anything.
  let ambient: AmbientTransactionSource?

  /// The parts' ids joined by `+`, or `none`.
  var id: String {
    let parts = [binding?.id, ambient?.id].compactMap { $0 }
    return parts.isEmpty ? "none" : parts.joined(separator: "+")
  }

  /// The row's heading: the code of its parts, or `none`.
  var title: String {
    let parts = [binding.map { "binding\($0.code)" }, ambient?.code].compactMap { $0 }
    return parts.isEmpty ? "none" : parts.joined(separator: " inside ")
  }

  /// Whether the binding and the ambient transaction both set something: who wins is decided
  /// by a rule.
  var isConflict: Bool { binding != nil && ambient != nil }

  /// The Swift statement that writes `value` through the binding `expression` from this source.
  ///
  /// - Parameters:
  ///   - expression: The binding's expression.
  ///   - value: The value written, as Swift code.
  /// - Returns: One statement, as a learner would write it.
  func code(writing expression: String, value: String) -> String {
    let write = "\(expression)\(binding?.code ?? "").wrappedValue = \(value)"
    return ambient.map { "\($0.code) { \(write) }" } ?? write
  }

  /// Writes `value` through `binding` from this source: applies the binding's part, and runs the
  /// write inside the ambient part.
  ///
  /// - Parameters:
  ///   - value: The value to write.
  ///   - binding: The binding written through, before this source's part is applied.
  /// - Returns: The ambient transaction the write ran inside (empty outside one), read as the
  ///   root reads it at its commit: on the writing thread, during the write.
  @discardableResult
  func write(_ value: Double, through binding: Binding<Double>) -> Transaction {
    let carrying = self.binding?.apply(binding) ?? binding
    var ambientAtWrite = Transaction()
    let assign = {
      ambientAtWrite = Transaction.current
      carrying.wrappedValue = value
    }
    if let ambient { ambient.run(assign) } else { assign() }
    return ambientAtWrite
  }

  /// The rows in grid order: none, each source alone, then the pairs that conflict.
  static let all: [TransactionSource] = [
    TransactionSource(binding: nil, ambient: nil),
    TransactionSource(binding: .animation, ambient: nil),
    TransactionSource(binding: .noAnimations, ambient: nil),
    TransactionSource(binding: nil, ambient: .withAnimation),
    TransactionSource(binding: nil, ambient: .withTransaction),
    TransactionSource(binding: .animation, ambient: .withAnimation),
    TransactionSource(binding: .animation, ambient: .withoutAnimation),
    TransactionSource(binding: .animation, ambient: .withTransaction),
    TransactionSource(binding: .noAnimations, ambient: .withAnimation),
  ]
}
