import Bindings

/// A transaction the writing binding carries: attached with the binding's own `.animation(_:)`
/// or `.transaction(_:)`.
///
/// ```swift
/// BindingTransactionSource.animation.code                         // ".animation(.easeIn)"
/// BindingTransactionSource.animation.apply($progress[convert: .to(Double.self)])
///   .transaction.animation                                        // easeIn(duration: 0.35)
/// ```
@available(SwiftStdlib 6.2, *)
struct BindingTransactionSource: Sendable {
  /// A short name, such as `animation`.
  let id: String
  /// The Swift code appended to the binding, verbatim.
  let code: String
  /// Applies the code to a binding.
  let apply: @Sendable (Binding<Double>) -> Binding<Double>

  /// `.animation(.easeIn)` on the binding.
  static let animation = BindingTransactionSource(id: "animation", code: ".animation(.easeIn)") {
    $0.animation(.easeIn)
  }

  /// `.transaction(noAnimations)` on the binding: a transaction that disables animations, the
  /// binding-level counterpart of a view's `.transaction { $0.disablesAnimations = true }`.
  static let noAnimations = BindingTransactionSource(id: "noAnimations", code: ".transaction(noAnimations)") {
    $0.transaction(.noAnimations)
  }
}

/// An ambient transaction the write runs inside: `withAnimation(_:_:)` or `withTransaction(_:_:)`.
///
/// ```swift
/// AmbientTransactionSource.withAnimation.run {
///   Transaction.current.animation                                 // linear(duration: 0.35)
/// }
/// ```
@available(SwiftStdlib 6.2, *)
struct AmbientTransactionSource: Sendable {
  /// A short name, such as `withAnimation`.
  let id: String
  /// The Swift call the write is wrapped in, without its closure, verbatim.
  let code: String
  /// Runs a write inside the call.
  let run: @Sendable (() -> Void) -> Void

  /// `withAnimation(.linear) { … }`.
  static let withAnimation = AmbientTransactionSource(id: "withAnimation", code: "withAnimation(.linear)") {
    Bindings.withAnimation(.linear, $0)
  }

  /// `withAnimation(nil) { … }`: "no animation", chosen explicitly.
  static let withoutAnimation = AmbientTransactionSource(id: "withAnimationNil", code: "withAnimation(nil)") {
    Bindings.withAnimation(nil, $0)
  }

  /// `withTransaction(noAnimations) { … }`.
  static let withTransaction = AmbientTransactionSource(id: "withTransaction", code: "withTransaction(noAnimations)") {
    Bindings.withTransaction(.noAnimations, $0)
  }
}

@available(SwiftStdlib 6.2, *)
extension Transaction {
  /// The transaction the grid's `noAnimations` names: `disablesAnimations` set, nothing else.
  static var noAnimations: Transaction {
    var transaction = Transaction()
    transaction.disablesAnimations = true
    return transaction
  }

  /// How the grid's code declares ``noAnimations``.
  static let noAnimationsDeclaration = "var noAnimations = Transaction(); noAnimations.disablesAnimations = true"
}
