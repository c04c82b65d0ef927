/// The setter closure's statements as the rules ask about them: what it writes, under which
/// conditions, and what else it runs.
struct SetterShape {
  /// `target = value`.
  struct Assignment: Equatable {
    let target: Expr
    let value: Expr
    let index: Int
  }

  /// The statements other than the write, by index, before and after it.
  struct Effects {
    var before: [Int] = []
    var after: [Int] = []
    /// The name of `let old = target` before the write, when the code keeps the old value.
    var oldValueName: String?
    var isEmpty: Bool { before.isEmpty && after.isEmpty }
  }

  /// What the setter does with a Boolean for membership.
  enum Membership { case setAlgebra, array, other }

  /// How the setter parses text.
  enum Parse {
    case keepOnFailure(type: String)
    case fallback(type: String, fallback: Expr)
  }

  let statements: [Stmt]
  let value: String

  init(statements: [Stmt], value: String) {
    self.statements = statements
    self.value = value
  }

  var usesValue: Bool { value != "_" && statements.contains { $0.mentions(value) } }

  static func assignment(_ statement: Stmt, index: Int) -> Assignment? {
    // A sequence is not folded: `a = b ?? c` is `[a, =, b, ??, c]`, and the value is all after `=`.
    guard case .expression(.sequence(let parts)) = statement, parts.count >= 3, parts[1] == .assign else { return nil }
    return Assignment(
      target: parts[0], value: parts.count == 3 ? parts[2] : .sequence(Array(parts[2...])), index: index)
  }

  var topLevelAssignments: [Assignment] {
    statements.enumerated().compactMap { Self.assignment($0.element, index: $0.offset) }
  }

  var singleTopLevelAssignment: Assignment? {
    let found = topLevelAssignments
    return found.count == 1 ? found[0] : nil
  }

  /// Every path written anywhere in the setter, as Swift without `self.`.
  var writtenTargets: Set<String> {
    var targets: Set<String> = []
    func collect(_ statements: [Stmt]) {
      for statement in statements {
        switch statement {
        case .expression(.sequence(let parts)) where parts.count >= 3 && parts[1] == .assign:
          if let text = Classifier.path(parts[0]) { targets.insert(text) }
        case .ifElse(_, let then, let otherwise):
          collect(then)
          collect(otherwise ?? [])
        case .guarded(_, let otherwise): collect(otherwise)
        default: break
        }
      }
    }
    collect(statements)
    return targets
  }

  /// Why the setter has no single write a mapping could make.
  var whyNoWrite: Advice {
    if statements.contains(where: { if case .ifElse = $0 { true } else if case .guarded = $0 { true } else { false } })
    {
      return .none("the setter writes only under a condition (`if`, `guard`), which no predefined mapping checks")
    }
    for statement in statements {
      if case .expression(.call(let callee, let arguments)) = statement, !arguments.isEmpty {
        return .none(
          "the setter calls a method with arguments (`\(callee.swift ?? "…")`) instead of writing a property; "
            + "a mapping writes through a key path")
      }
    }
    return .none("the setter writes no property a key path can name")
  }

  func effects(excluding write: Assignment) -> Effects {
    var effects = Effects()
    for (index, statement) in statements.enumerated() where index != write.index {
      if index < write.index, case .binding(let name, let bound?) = statement, Classifier.samePath(bound, write.target)
      {
        effects.oldValueName = name
        continue
      }
      if index < write.index { effects.before.append(index) } else { effects.after.append(index) }
    }
    return effects
  }

  func membershipWrite(set: Expr, element: Expr) -> Membership {
    guard statements.count == 1 else { return .other }
    var onTrue: Expr?
    var onFalse: Expr?
    switch statements[0] {
    case .ifElse(let conditions, let then, let otherwise?)
    where conditions.count == 1 && then.count == 1
      && otherwise.count == 1:
      guard case .expression(let first) = then[0], case .expression(let second) = otherwise[0] else { return .other }
      if conditions[0] == .boolean(.name(value)) {
        (onTrue, onFalse) = (first, second)
      } else if conditions[0] == .boolean(.prefix("!", .name(value))) {
        (onTrue, onFalse) = (second, first)
      }
    case .expression(.sequence(let parts)) where parts.count == 3 && parts[0] == .name(value):
      if case .ternary(let first) = parts[1] { (onTrue, onFalse) = (first, parts[2]) }
    default: break
    }
    guard let onTrue, let onFalse else { return .other }
    let inserted = Self.method(onTrue, on: set, element: element)
    let removed = Self.method(onFalse, on: set, element: element)
    if inserted == "insert", removed == "remove" { return .setAlgebra }
    if inserted == "append" || removed == "removeAll" || removed == "remove(at:)" { return .array }
    return .other
  }

  /// The method name when `call` is `set.method(element)`; `removeAll` for `set.removeAll { … }`.
  private static func method(_ call: Expr, on set: Expr, element: Expr) -> String? {
    guard case .call(.member(let base, let name), let arguments) = call, Classifier.samePath(base, set) else {
      return nil
    }
    if name == "removeAll" || arguments.first?.label == "at" { return name == "removeAll" ? name : "remove(at:)" }
    return arguments.count == 1 && arguments[0].value == element ? name : nil
  }

  func parsedWrite(into target: Expr) -> Parse? {
    func parsing(_ expression: Expr) -> String? {
      guard case .call(.name(let type), let arguments) = expression, arguments.count == 1,
        arguments[0].label == nil, arguments[0].value == .name(value)
      else { return nil }
      return type
    }
    func writesBound(_ statement: Stmt, _ bound: String) -> Bool {
      guard let write = Self.assignment(statement, index: 0) else { return false }
      return Classifier.samePath(write.target, target) && write.value == .name(bound)
    }
    if statements.count == 1, case .ifElse(let conditions, let then, nil) = statements[0], conditions.count == 1,
      case .optionalBinding(let bound, let parsed) = conditions[0], let type = parsing(parsed), then.count == 1,
      writesBound(then[0], bound)
    {
      return .keepOnFailure(type: type)
    }
    if statements.count == 2, case .guarded(let conditions, let otherwise) = statements[0], conditions.count == 1,
      case .optionalBinding(let bound, let parsed) = conditions[0], let type = parsing(parsed),
      otherwise == [.returning(nil)], writesBound(statements[1], bound)
    {
      return .keepOnFailure(type: type)
    }
    if statements.count == 1, let write = Self.assignment(statements[0], index: 0),
      Classifier.samePath(write.target, target),
      case .sequence(let parts) = write.value, parts.count == 3, parts[1] == .name("??"), let type = parsing(parts[0])
    {
      return .fallback(type: type, fallback: parts[2])
    }
    return nil
  }

  /// How the setter guards `collection[index] = value`: `nil` when it does not write it alone.
  func indexedWrite(collection: Expr, index: Expr) -> IndexGuard? {
    func writesElement(_ statement: Stmt) -> Bool {
      guard let write = Self.assignment(statement, index: 0), write.value == .name(value),
        case .subscripted(let base, let arguments) = write.target, Classifier.samePath(base, collection),
        arguments.count == 1, arguments[0].value == index
      else { return false }
      return true
    }
    guard statements.count == 1 else { return nil }
    if writesElement(statements[0]) { return IndexGuard.none }
    if case .ifElse(let conditions, let then, nil) = statements[0], conditions.count == 1,
      case .boolean(let condition) = conditions[0], then.count == 1, writesElement(then[0])
    {
      return IndexGuard(condition, collection: collection, index: index)
    }
    return nil
  }
}

/// How code checks that an index is in range before using it.
enum IndexGuard: Equatable {
  /// `collection.indices.contains(index)`: exactly the library's check.
  case indices
  /// `index < collection.count`: a negative index passes.
  case count
  /// No check.
  case none

  init?(_ condition: Expr, collection: Expr, index: Expr) {
    switch condition {
    case .call(.member(.member(let base, "indices"), "contains"), let arguments)
    where Classifier.samePath(base, collection) && arguments.count == 1 && arguments[0].value == index:
      self = .indices
    case .sequence(let parts) where parts.count == 3:
      let count = Expr.member(collection, "count")
      let countPath = Classifier.path(count)
      if parts[0] == index, parts[1] == .name("<"), Classifier.path(parts[2]) == countPath {
        self = .count
      } else if Classifier.path(parts[0]) == countPath, parts[1] == .name(">"), parts[2] == index {
        self = .count
      } else {
        return nil
      }
    default: return nil
    }
  }
}

extension Stmt {
  /// Whether the statement starts async work: `await`, `Task { }`, or a dispatch queue's `async`.
  var startsAsyncWork: Bool {
    switch self {
    case .expression(let expression), .returning(let expression?): return expression.startsAsyncWork
    case .ifElse(_, let then, let otherwise): return (then + (otherwise ?? [])).contains(where: \.startsAsyncWork)
    case .guarded(_, let otherwise): return otherwise.contains(where: \.startsAsyncWork)
    case .binding(_, let value?): return value.startsAsyncWork
    default: return false
    }
  }

  /// The names of functions called without a base (`save()`), anywhere in the statement.
  var unqualifiedCalls: [String] {
    switch self {
    case .expression(let expression), .returning(let expression?): return expression.unqualifiedCalls
    case .ifElse(_, let then, let otherwise): return (then + (otherwise ?? [])).flatMap(\.unqualifiedCalls)
    case .guarded(_, let otherwise): return otherwise.flatMap(\.unqualifiedCalls)
    case .binding(_, let value?): return value.unqualifiedCalls
    default: return []
    }
  }
}

extension Expr {
  var startsAsyncWork: Bool {
    switch self {
    case .awaited: return true
    case .call(.name("Task"), _), .call(.member(_, "async"), _), .call(.member(_, "asyncAfter"), _): return true
    case .call(let callee, let arguments):
      return callee.startsAsyncWork || arguments.contains { $0.value.startsAsyncWork }
    case .sequence(let parts): return parts.contains(where: \.startsAsyncWork)
    case .tried(let operand), .forced(let operand), .ternary(let operand): return operand.startsAsyncWork
    case .member(let base, _): return base.startsAsyncWork
    default: return false
    }
  }

  var unqualifiedCalls: [String] {
    switch self {
    case .call(.name(let name), let arguments): return [name] + arguments.flatMap(\.value.unqualifiedCalls)
    case .call(let callee, let arguments): return callee.unqualifiedCalls + arguments.flatMap(\.value.unqualifiedCalls)
    case .sequence(let parts): return parts.flatMap(\.unqualifiedCalls)
    case .tried(let operand), .forced(let operand), .ternary(let operand), .awaited(let operand):
      return operand.unqualifiedCalls
    case .member(let base, _): return base.unqualifiedCalls
    default: return []
    }
  }
}
