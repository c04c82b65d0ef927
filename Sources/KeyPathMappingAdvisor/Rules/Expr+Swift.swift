extension Expr {
  /// The expression spelled as Swift, or `nil` for one the rules cannot spell back (closures,
  /// interpolations and kinds they do not read). Operators of a sequence get a space each side.
  ///
  /// ```swift
  /// Expr.member(.name("model"), "name").swift                          // "model.name"
  /// Expr.call(.name("Int"), [.init(label: nil, value: .name("$0"))]).swift  // "Int($0)"
  /// ```
  package var swift: String? {
    switch self {
    case .name(let name): return name
    case .member(let base, let member): return base.swift.map { "\($0).\(member)" }
    case .implicitMember(let member): return ".\(member)"
    case .call(let callee, let arguments):
      guard let callee = callee.swift, let list = Expr.swift(arguments) else { return nil }
      return "\(callee)(\(list))"
    case .subscripted(let base, let arguments):
      guard let base = base.swift, let list = Expr.swift(arguments) else { return nil }
      return "\(base)[\(list)]"
    case .literal(let text): return text
    case .sequence(let parts):
      let spelled = parts.map(\.swift)
      guard spelled.allSatisfy({ $0 != nil }) else { return nil }
      return spelled.compactMap { $0 }.joined(separator: " ")
    case .assign: return "="
    case .ternary(let then): return then.swift.map { "? \($0) :" }
    case .prefix(let op, let operand): return operand.swift.map { op + $0 }
    case .forced(let operand): return operand.swift.map { $0 + "!" }
    case .tuple(let parts):
      let spelled = parts.compactMap(\.swift)
      return spelled.count == parts.count ? "(\(spelled.joined(separator: ", ")))" : nil
    case .specialized(let base, let arguments): return base.swift.map { "\($0)<\(arguments.joined(separator: ", "))>" }
    case .interpolated, .awaited, .tried, .closure, .other: return nil
    }
  }

  private static func swift(_ arguments: [Argument]) -> String? {
    var spelled: [String] = []
    for argument in arguments {
      guard let value = argument.value.swift else { return nil }
      spelled.append(argument.label.map { "\($0): \(value)" } ?? value)
    }
    return spelled.joined(separator: ", ")
  }

  /// Whether the expression is a stored path a key path can name: names, members and
  /// subscripts whose arguments are themselves simple (`model.items[index].title`).
  package var isPath: Bool {
    switch self {
    case .name(let name): return !name.hasPrefix("$") && !(name.first.map { $0.isUppercase } ?? true)
    case .member(let base, _): return base.isPath
    case .subscripted(let base, let arguments): return base.isPath && arguments.allSatisfy { $0.value.isSimpleValue }
    default: return false
    }
  }

  /// Whether the expression is a literal, a name or a member of one: something a mapping's
  /// argument can hold without evaluating code.
  package var isSimpleValue: Bool {
    switch self {
    case .literal, .implicitMember: return true
    case .name: return true
    case .member(let base, _): return base.isSimpleValue
    case .prefix("-", let operand): return operand.isSimpleValue
    default: return false
    }
  }

  /// Whether the expression is a literal or an implicit member (`.zero`): a constant.
  package var isConstant: Bool {
    switch self {
    case .literal, .implicitMember: return true
    case .prefix("-", let operand): return operand.isConstant
    default: return false
    }
  }

  /// The first name of a path: `model` for `self.model.items[0]`.
  package var rootName: String? {
    switch self {
    case .name(let name): return name
    case .member(.name("self"), let member): return member
    case .member(let base, _), .subscripted(let base, _): return base.rootName
    default: return nil
    }
  }

  /// Whether `name` occurs anywhere in the expression.
  package func mentions(_ name: String) -> Bool {
    switch self {
    case .name(let other): return other == name
    case .member(let base, let member): return base.mentions(name) || (member == name && base == .name("self"))
    case .call(let callee, let arguments), .subscripted(let callee, let arguments):
      return callee.mentions(name) || arguments.contains { $0.value.mentions(name) }
    case .interpolated(let parts), .sequence(let parts), .tuple(let parts): return parts.contains { $0.mentions(name) }
    case .ternary(let operand), .prefix(_, let operand), .forced(let operand), .awaited(let operand),
      .tried(let operand), .specialized(let operand, _):
      return operand.mentions(name)
    case .closure(_, let statements): return statements.contains { $0.mentions(name) }
    case .literal, .implicitMember, .assign, .other: return false
    }
  }
}

extension Stmt {
  /// Whether `name` occurs anywhere in the statement.
  package func mentions(_ name: String) -> Bool {
    switch self {
    case .expression(let expr): return expr.mentions(name)
    case .returning(let expr): return expr?.mentions(name) ?? false
    case .ifElse(let conditions, let then, let otherwise):
      return conditions.contains { $0.mentions(name) } || then.contains { $0.mentions(name) }
        || (otherwise ?? []).contains { $0.mentions(name) }
    case .guarded(let conditions, let otherwise):
      return conditions.contains { $0.mentions(name) } || otherwise.contains { $0.mentions(name) }
    case .binding(let bound, let value): return bound == name || (value?.mentions(name) ?? false)
    case .other: return false
    }
  }
}

extension Condition {
  /// Whether `name` occurs in the condition.
  package func mentions(_ name: String) -> Bool {
    switch self {
    case .boolean(let expr): return expr.mentions(name)
    case .optionalBinding(let bound, let value): return bound == name || value.mentions(name)
    }
  }
}
