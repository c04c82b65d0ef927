import Bindings

/// Reading transactions from a request: `{"animation": Animation|null, "disablesAnimations": Bool}`.
enum TransactionJSON {
  /// Reads a transaction; both members are optional, unknown members are refused.
  static func transaction(from json: JSONValue) throws(ValueRejection) -> Transaction {
    guard case .object(let members) = json else {
      throw .expected("a transaction object", got: json)
    }
    var transaction = Transaction()
    for member in members {
      switch (member.key, member.value) {
      case ("animation", .null): transaction.animation = nil
      case ("animation", let animation): transaction.animation = try AnimationJSON.animation(from: animation)
      case ("disablesAnimations", .bool(let disables)): transaction.disablesAnimations = disables
      case ("disablesAnimations", let other): throw .expected("\"disablesAnimations\" as a Bool", got: other)
      default: throw ValueRejection(message: "unknown transaction member \"\(member.key)\"")
      }
    }
    return transaction
  }
}
