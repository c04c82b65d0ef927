import Bindings

/// A step that changes the binding's transaction, not its value: `.animation(_:)` or
/// `.transaction(_:)`. It keeps the binding's location, so it changes no identity.
@available(SwiftStdlib 6.2, *)
struct LabTransactionStep: Sendable {
  /// The modifier as Swift code, such as `.animation(.easeInOut(duration: 0.35))`.
  let code: String
  private let change: @Sendable (inout Transaction) -> Void

  /// `.animation(animation)`: sets the animation, keeps the other keys.
  static func animation(_ animation: Animation?) -> LabTransactionStep {
    LabTransactionStep(code: ".animation(\(Self.code(of: animation)))") { $0.animation = animation }
  }

  /// `.transaction(transaction)`: replaces the transaction with one that sets `animation` when
  /// given and `disablesAnimations` when given.
  static func transaction(animation: Animation??, disablesAnimations: Bool?) -> LabTransactionStep {
    let code: String
    switch (animation, disablesAnimations) {
    case (nil, nil):
      code = ".transaction(Transaction())"
    case (let animation?, nil):
      code = ".transaction(Transaction(animation: \(Self.code(of: animation))))"
    default:
      var lines = ["var transaction = Transaction()"]
      if let animation { lines.append("transaction.animation = \(Self.code(of: animation))") }
      if let disablesAnimations { lines.append("transaction.disablesAnimations = \(disablesAnimations)") }
      code = ".transaction({ " + (lines + ["return transaction"]).joined(separator: "; ") + " }())"
    }
    return LabTransactionStep(code: code) { transaction in
      transaction = Transaction()
      if let animation { transaction.animation = animation }
      if let disablesAnimations { transaction.disablesAnimations = disablesAnimations }
    }
  }

  /// The transaction a binding with `transaction` has after this step.
  func applied(to transaction: Transaction) -> Transaction {
    var transaction = transaction
    change(&transaction)
    return transaction
  }

  /// An animation as Swift code: `.easeIn(duration: 0.35)`, `.spring(…).delay(0.1)` or `nil`.
  private static func code(of animation: Animation?) -> String {
    animation.map { "." + $0.description } ?? "nil"
  }
}

/// One step of a definition, ready to apply.
@available(SwiftStdlib 6.2, *)
enum LabPlanStep: Sendable {
  case path(any AnyLabPathStep)
  case transaction(LabTransactionStep)

  /// The step as Swift code, as it follows the binding it applies to.
  var code: String {
    switch self {
    case .path(let step): step.code
    case .transaction(let step): step.code
    }
  }
}
