/// Decides what to write instead of one `Binding(get:set:)`: the rules of the library's
/// mappings, applied to the closures as the parse dump shows them.
///
/// ```swift
/// // Binding(get: { Double(effort) }, set: { effort = Int($0) }), `@State var effort` in the file
/// Classifier(facts: facts).advise(call, setterStatements: texts).suggestion
/// // "$effort[convert: .to(Double.self)]"
/// ```
package struct Classifier: Sendable {
  /// What the rules know about the file.
  package let facts: FileFacts

  /// A classifier for calls of one file.
  package init(facts: FileFacts) { self.facts = facts }

  /// The advice for `call`. `setterStatements` is the source text of each top-level statement
  /// of the setter, used to move side effects into a hook; `nil` when it is not known.
  package func advise(_ call: BindingCall, setterStatements: [String]?) -> Advice {
    guard case .closure(_, let getBody) = call.getter else {
      return .none("the getter is not a closure written here, so the advisor cannot read it")
    }
    guard case .closure(let parameters, let setBody) = call.setter else {
      return .none("the setter is not a closure written here, so the advisor cannot read it")
    }
    if parameters.count >= 2 {
      return .none(
        "the setter takes the transaction (`{ value, transaction in }`) and handles it itself; no mapping replaces that"
      )
    }
    guard let read = Self.singleExpression(getBody) else {
      return .none("the getter runs several statements; a mapping reads through one conversion")
    }
    if setBody.contains(where: \.startsAsyncWork) {
      return .none("the setter starts async work (`Task`, `await`, a dispatch queue); a mapping writes synchronously")
    }
    let value = parameters.first ?? "$0"
    let shape = SetterShape(statements: setBody, value: value)
    if !shape.usesValue {
      return setBody.isEmpty
        ? constant(read)
        : .none("the setter ignores the value written and runs other code; no mapping does that")
    }
    if case .sequence(let parts) = read, parts.count == 3, parts[1] == .name("!="), parts[2] == .literal("nil") {
      return .none(
        "presence of an optional (`\(parts[0].swift ?? "…") != nil`) written back as nil: no predefined mapping writes nil; "
          + "`.sheet(item:)` and its kind take the optional's binding directly")
    }
    if case .call(.member(let set, "contains"), let arguments) = read, arguments.count == 1, set.isPath {
      return containsAdvice(set: set, element: arguments[0].value, shape: shape)
    }
    if let advice = parsedAdvice(read: read, shape: shape) { return advice }
    let targets = shape.writtenTargets
    if targets.count > 1 {
      let names = targets.sorted().map { "`\($0)`" }.joined(separator: ", ")
      return .none("the setter writes several properties (\(names)); a mapping writes one")
    }
    if let advice = safeIndexAdvice(read: read, shape: shape) { return advice }
    guard let write = shape.singleTopLevelAssignment else { return shape.whyNoWrite }
    guard write.target.isPath else {
      return .none("the setter writes `\(write.target.swift ?? "…")`, which is not a stored path a key path can name")
    }
    guard var base = baseAdvice(read: read, write: write, value: value) else {
      return .none(Self.whyNotInverse(read: read, target: write.target))
    }
    let effects = shape.effects(excluding: write)
    guard !effects.isEmpty else { return base.advice }
    guard let texts = setterStatements, texts.count == setBody.count else {
      return .none("the setter runs other code the advisor could not read back as text")
    }
    return hookAdvice(base: &base, effects: effects, texts: texts, shape: shape, write: write)
  }

  // MARK: - Categories

  private func constant(_ read: Expr) -> Advice {
    guard let text = read.swift else {
      return .none("the setter ignores every write, and the getter computes a value the advisor cannot spell")
    }
    if read.isConstant {
      return Advice(
        category: .constant, suggestion: "Binding.constant(\(text))", exact: true,
        reason: "the setter ignores every write, as a constant binding does", lab: nil)
    }
    return Advice(
      category: .constant, suggestion: "Binding.constant(\(text))", exact: false,
      reason: "the setter ignores every write, but `.constant` keeps the value it is given when the view renders, "
        + "while the getter reads `\(text)` on every read", lab: nil)
  }

  private func containsAdvice(set: Expr, element: Expr, shape: SetterShape) -> Advice {
    guard let setText = Self.path(set), let elementText = element.swift, element.isSimpleValue else {
      return .none("the getter tests membership of a value the advisor cannot spell as a mapping argument")
    }
    switch shape.membershipWrite(set: set, element: element) {
    case .setAlgebra:
      let (rooted, note) = binding(for: set)
      let lab: LabChain? =
        if case .literal(let literal) = element, literal.hasPrefix("\"") {
          LabChain(
            rootType: "Set<String>",
            steps: [("contains", [("element", .string(String(literal.dropFirst().dropLast())))])])
        } else { nil }
      return Advice(
        category: .contains, suggestion: "\(rooted)[convert: .contains(\(elementText))]", exact: note == nil,
        reason: "writing true inserts \(elementText) and false removes it, as the closures do; `\(setText)` must be a "
          + "SetAlgebra (a Set or an OptionSet)" + (note.map { "; \($0)" } ?? ""), lab: lab)
    case .array:
      return .none(
        "`\(setText)` is an Array (`append`, `removeAll`): `.contains(_:)` needs a SetAlgebra root such as a Set")
    case .other:
      return .none("the setter does not insert the element on true and remove it on false")
    }
  }

  private func parsedAdvice(read: Expr, shape: SetterShape) -> Advice? {
    guard let shown = Self.textOf(read), shown.isPath, let parse = shape.parsedWrite(into: shown) else { return nil }
    let (rooted, note) = binding(for: shown)
    let exactNote = note.map { "; \($0)" } ?? ""
    switch parse {
    case .keepOnFailure(let type):
      return Advice(
        category: .parsed, suggestion: "\(rooted)[convert: .parsed()]", exact: note == nil,
        reason: "text that is not a \(type) leaves the value unchanged, as the closure does; "
          + "`onRejection:` can tell the user why" + exactNote,
        lab: LabChain(rootType: type, steps: [("parsed", [])]))
    case .fallback(let type, let fallback):
      guard let fallbackText = fallback.swift, fallback.isSimpleValue else { return nil }
      let lab: LabChain? =
        if case .literal(let literal) = fallback, Double(literal) != nil {
          LabChain(rootType: type, steps: [("parsedFallback", [("fallback", .number(literal))])])
        } else { nil }
      return Advice(
        category: .parsed, suggestion: "\(rooted)[convert: .parsed(fallback: \(fallbackText))]", exact: note == nil,
        reason: "text that is not a \(type) writes \(fallbackText), as the closure does; `.parsed()` would keep the "
          + "value instead" + exactNote, lab: lab)
    }
  }

  private func safeIndexAdvice(read: Expr, shape: SetterShape) -> Advice? {
    guard case .sequence(let parts) = read, parts.count == 3, case .ternary(let element) = parts[1],
      case .subscripted(let collection, let arguments) = element, arguments.count == 1, arguments[0].label == nil,
      collection.isPath, let readGuard = IndexGuard(parts[0], collection: collection, index: arguments[0].value)
    else { return nil }
    let index = arguments[0].value
    guard let write = shape.indexedWrite(collection: collection, index: index), index.isSimpleValue,
      let indexText = index.swift, let defaultText = parts[2].swift, parts[2].isSimpleValue,
      let collectionText = Self.path(collection)
    else { return nil }
    let (rooted, note) = binding(for: collection)
    var differences: [String] = []
    if readGuard == .count || write == .count {
      differences.append(
        "a negative index traps in `\(collectionText)[\(indexText)]` while `.safeIndex` reads the default")
    }
    if write == .none { differences.append("a write out of range traps in the closure while `.safeIndex` ignores it") }
    let reason =
      (differences.isEmpty
        ? "reads \(defaultText) out of range and ignores writes there, as the closures do"
        : "differs only where the closures trap: " + differences.joined(separator: "; "))
      + (note.map { "; \($0)" } ?? "")
    return Advice(
      category: .safeIndex,
      suggestion: "\(rooted)[convert: .safeIndex(\(indexText))][convert: .unwrapped(with: \(defaultText))]",
      exact: note == nil, reason: reason, lab: Self.safeIndexLab(index: index, defaultValue: parts[2]))
  }

  private static func safeIndexLab(index: Expr, defaultValue: Expr) -> LabChain? {
    guard case .literal(let indexLiteral) = index, Int(indexLiteral) != nil, case .literal(let literal) = defaultValue
    else { return nil }
    let isText = literal.hasPrefix("\"")
    let element: LabChain.Value = isText ? .string(String(literal.dropFirst().dropLast())) : .number(literal)
    guard isText || Int(literal) != nil else { return nil }
    return LabChain(
      rootType: isText ? "[String]" : "[Int]",
      steps: [("safeIndex", [("index", .number(indexLiteral))]), ("unwrapped", [("default", element)])])
  }

  // MARK: - One write: key path, unwrapped, convert, chain

  /// A suggestion before any hook: the binding of the root, then mapping subscripts.
  struct Base {
    var category: Advice.Category
    var root: Expr
    var subscripts: [String]
    var exact: Bool
    var reasons: [String]
    var lab: LabChain?
    let classifier: Classifier

    var suggestion: String {
      classifier.binding(for: root).rooted + subscripts.joined()
    }

    var advice: Advice {
      let note = classifier.binding(for: root).note
      let all = reasons + (note.map { [$0] } ?? [])
      return Advice(
        category: category, suggestion: suggestion, exact: exact && note == nil,
        reason: all.isEmpty ? "the same read and write, through a key path" : all.joined(separator: "; "), lab: lab)
    }
  }

  private func baseAdvice(read: Expr, write: SetterShape.Assignment, value: String) -> Base? {
    let target = write.target
    if write.value == .name(value) {
      if Self.samePath(read, target) {
        return Base(
          category: .keyPath, root: target, subscripts: [], exact: true, reasons: [], lab: nil, classifier: self)
      }
      if case .sequence(let parts) = read, parts.count == 3, parts[1] == .name("??"), Self.samePath(parts[0], target) {
        return unwrappedBase(root: target, defaultValue: parts[2])
      }
      if Self.isDefaultSubscript(read, of: target) {
        return Base(
          category: .keyPath, root: read, subscripts: [], exact: true,
          reasons: [
            "a dictionary's `subscript(_:default:)` is writable: it reads the default for a missing key and stores "
              + "every write, as the closures do"
          ], lab: nil, classifier: self)
      }
      return nil
    }
    if let range = Self.clampRange(read, { Self.samePath($0, target) }),
      Self.clampRange(write.value, { $0 == .name(value) }) == range
    {
      return Base(
        category: .convert, root: target, subscripts: ["[convert: .clamped(to: \(range))]"], exact: true,
        reasons: ["reads and writes are kept in \(range) with `min(max(_:_:), _:)`, as the closures do"], lab: nil,
        classifier: self)
    }
    guard case .call(.name(let rootType), let writeArguments) = write.value, writeArguments.count == 1,
      writeArguments[0].label == nil,
      let writeRounding = NumericConversion.rounding(of: writeArguments[0].value, applying: { $0 == .name(value) }),
      case .call(.name(let memberType), let readArguments) = read, readArguments.count == 1,
      readArguments[0].label == nil
    else { return nil }
    let inner = readArguments[0].value
    if let readRounding = NumericConversion.rounding(of: inner, applying: { Self.samePath($0, target) }) {
      return convertBase(
        root: target, rootType: rootType, memberType: memberType, read: readRounding, write: writeRounding)
    }
    if case .sequence(let parts) = inner, parts.count == 3, parts[1] == .name("??"), Self.samePath(parts[0], target),
      var unwrapped = unwrappedBase(root: target, defaultValue: parts[2]),
      let convert = convertBase(
        root: target, rootType: rootType, memberType: memberType, read: "towardZero", write: writeRounding)
    {
      unwrapped.category = .chain
      unwrapped.subscripts += convert.subscripts
      unwrapped.exact = unwrapped.exact && convert.exact
      unwrapped.reasons += convert.reasons
      unwrapped.lab = nil
      return unwrapped
    }
    return nil
  }

  private func unwrappedBase(root: Expr, defaultValue: Expr) -> Base? {
    guard let defaultText = defaultValue.swift, defaultValue.isSimpleValue, let rootText = Self.path(root) else {
      return nil
    }
    let lab = Self.unwrappedLab(defaultValue: defaultValue, aggressive: true)
    if facts.nilAssigned.contains(rootText) {
      return Base(
        category: .unwrapped, root: root, subscripts: ["[convert: .unwrapped(with: \(defaultText))]"], exact: false,
        reasons: [
          "`\(rootText)` is set to nil elsewhere in this file, so the default form is likely wanted: it ignores a write "
            + "into nil, and a late write cannot bring a dismissed value back; "
            + "`.unwrapped(with: \(defaultText), aggressive: true)` is the exact equivalent of the closures"
        ], lab: Self.unwrappedLab(defaultValue: defaultValue, aggressive: false), classifier: self)
    }
    var reasons = [
      "the closure writes even into nil, as `aggressive: true` does; if a late write could bring a dismissed value back, "
        + "`.unwrapped(with: \(defaultText))` ignores writes into nil"
    ]
    if !defaultValue.isConstant {
      reasons.append("`\(defaultText)` is read once when the mapping is made, not on every read of nil")
    }
    return Base(
      category: .unwrapped, root: root, subscripts: ["[convert: .unwrapped(with: \(defaultText), aggressive: true)]"],
      exact: defaultValue.isConstant, reasons: reasons, lab: lab, classifier: self)
  }

  private static func unwrappedLab(defaultValue: Expr, aggressive: Bool) -> LabChain? {
    guard case .literal(let literal) = defaultValue, literal != "nil" else { return nil }
    let (type, value): (String, LabChain.Value) =
      if literal.hasPrefix("\"") {
        ("String?", .string(String(literal.dropFirst().dropLast())))
      } else if literal == "true" || literal == "false" {
        ("Bool?", .bool(literal == "true"))
      } else if Int(literal) != nil { ("Int?", .number(literal)) } else { ("Double?", .number(literal)) }
    return LabChain(rootType: type, steps: [("unwrapped", [("default", value), ("aggressive", .bool(aggressive))])])
  }

  private func convertBase(root: Expr, rootType: String, memberType: String, read: String, write: String) -> Base? {
    guard let rootNumeric = NumericConversion.types[rootType], let memberNumeric = NumericConversion.types[memberType]
    else { return nil }
    // A rounding applies where a floating-point value becomes an integer: on read when the root
    // is floating-point, on write when the root is an integer.
    let crosses = rootNumeric.isInteger != memberNumeric.isInteger
    let rounding: String
    if crosses && rootNumeric.isInteger {
      guard read == "towardZero" else { return nil }
      rounding = write
    } else if crosses {
      guard write == "towardZero" else { return nil }
      rounding = read
    } else {
      guard read == "towardZero", write == "towardZero" else { return nil }
      rounding = "towardZero"
    }
    guard let rule = NumericConversion(root: rootType, member: memberType, rounding: rounding) else { return nil }
    var arguments: [(String, LabChain.Value)] = [("type", .string(memberType))]
    if rule.crossesFamilies { arguments.append(("rounding", .string(rounding))) }
    return Base(
      category: .convert, root: root, subscripts: ["[convert: \(rule.suggestion)]"], exact: rule.exact,
      reasons: rule.difference.map { [$0] } ?? [], lab: LabChain(rootType: rootType, steps: [("to", arguments)]),
      classifier: self)
  }

  // MARK: - Hooks

  private func hookAdvice(
    base: inout Base, effects: SetterShape.Effects, texts: [String], shape: SetterShape, write: SetterShape.Assignment
  ) -> Advice {
    let value = shape.value
    let body = { (indices: [Int]) in indices.map { texts[$0] }.joined(separator: "; ") }
    let effectStatements = (effects.before + effects.after).map { shape.statements[$0] }
    let usesValue = effectStatements.contains { $0.mentions(value) }
    if base.category != .keyPath, usesValue {
      return .none("the setter converts the value and also runs code with it; a hook would see the root's value")
    }
    let parameter = usesValue ? (value == "$0" ? "" : "\(value) in ") : "_ in "
    let hook: String
    var exact = base.exact
    var reasons = base.reasons
    if let old = effects.oldValueName, effects.before.isEmpty {
      guard value != "$0" else {
        return .none("the setter keeps the old value and uses `$0`; name the parameter first")
      }
      hook = ".onChange { \(old), \(usesValue ? value : "_") in \(body(effects.after)) }"
      reasons.append("`.onChange` hands the hook the value before the write, as `\(old)` held it")
    } else if effects.after.isEmpty {
      hook = ".onWillSet { \(parameter)\(body(effects.before)) }"
      reasons.append("the code before the write runs in `.onWillSet`, before the value changes, as it did")
    } else if effects.before.isEmpty {
      hook = ".onDidSet { \(parameter)\(body(effects.after)) }"
    } else {
      hook =
        ".perform(onWillSet: { \(parameter)\(body(effects.before)) }, onDidSet: { \(parameter)\(body(effects.after)) })"
    }
    if !effects.after.isEmpty {
      let after = effects.after.map { shape.statements[$0] }
      if let reader = Self.possibleStateRead(after, root: write.target) {
        exact = false
        reasons.append(
          "a hook runs while the key-path write is being applied, before the state commits: \(reader) sees the old value"
        )
      }
    }
    base.subscripts.insert("[setter: \(hook)]", at: 0)
    base.category = base.category == .keyPath ? .hook : .chain
    base.exact = exact
    base.reasons = reasons
    base.lab = nil
    return base.advice
  }

  /// What in `statements` may read the bound state after the write: a mention of the root, of
  /// `self`, or a call of an unqualified function (a method of `self`).
  private static func possibleStateRead(_ statements: [Stmt], root: Expr) -> String? {
    if let name = root.rootName, statements.contains(where: { $0.mentions(name) }) { return "reading `\(name)`" }
    if statements.contains(where: { $0.mentions("self") }) { return "code using `self`" }
    let harmless: Set<String> = ["print", "debugPrint", "assert", "precondition", "NSLog", "withAnimation"]
    for statement in statements {
      if let called = statement.unqualifiedCalls.first(where: {
        !harmless.contains($0) && !($0.first?.isUppercase ?? false)
      }) {
        return "`\(called)()`, which may read the state,"
      }
    }
    return nil
  }

  // MARK: - Helpers

  /// `$model.name` for the path `self.model.name`, and a note when `model` has no binding
  /// projection declared in this file.
  func binding(for root: Expr) -> (rooted: String, note: String?) {
    let text = Self.path(root) ?? "…"
    guard let name = root.rootName, !facts.wrappedNames.contains(name) else { return ("$" + text, nil) }
    return (
      "$" + text,
      "`\(root.rootName ?? text)` is not declared in this file with @State, @Binding, @Bindable or another wrapper "
        + "whose `$` is a binding, so `$\(root.rootName ?? text)` may need one"
    )
  }

  static func path(_ expression: Expr) -> String? {
    guard let text = expression.swift else { return nil }
    return text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
  }

  static func samePath(_ left: Expr, _ right: Expr) -> Bool {
    guard left.isPath, right.isPath else { return false }
    return path(left) == path(right)
  }

  /// Whether `read` is `dictionary[key, default: value]` and `target` is `dictionary[key]`.
  static func isDefaultSubscript(_ read: Expr, of target: Expr) -> Bool {
    guard read.isPath, case .subscripted(let base, let arguments) = read, arguments.count == 2,
      arguments[0].label == nil, arguments[1].label == "default",
      case .subscripted(let targetBase, let targetArguments) = target, targetArguments == [arguments[0]]
    else { return false }
    return samePath(base, targetBase)
  }

  static func singleExpression(_ statements: [Stmt]) -> Expr? {
    guard statements.count == 1 else { return nil }
    switch statements[0] {
    case .expression(let expression): return expression
    case .returning(let expression): return expression
    default: return nil
    }
  }

  /// `lower...upper` for `min(max(x, lower), upper)` where `isOperand(x)`, the clamp
  /// `.clamped(to:)` applies, with constant bounds.
  static func clampRange(_ expression: Expr, _ isOperand: (Expr) -> Bool) -> String? {
    guard case .call(.name("min"), let outer) = expression, outer.count == 2,
      case .call(.name("max"), let inner) = outer[0].value, inner.count == 2, isOperand(inner[0].value),
      inner[1].value.isConstant, outer[1].value.isConstant, let lower = inner[1].value.swift,
      let upper = outer[1].value.swift
    else { return nil }
    return "\(lower)...\(upper)"
  }

  /// `P` for `String(P)`, `String(describing: P)`, `"\(P)"` and `P.description`.
  static func textOf(_ read: Expr) -> Expr? {
    switch read {
    case .call(.name("String"), let arguments)
    where arguments.count == 1
      && (arguments[0].label == nil || arguments[0].label == "describing"):
      return arguments[0].value
    case .interpolated(let parts) where parts.count == 1: return parts[0]
    case .member(let base, "description"): return base
    default: return nil
    }
  }

  private static func whyNotInverse(read: Expr, target: Expr) -> String {
    let targetText = path(target) ?? "…"
    if case .call(.member, let arguments) = read, !arguments.isEmpty {
      return "the getter calls a method with arguments (`\(read.swift ?? "…")`); a mapping reads a stored path"
    }
    if case .sequence(let parts) = read, parts.contains(where: { ["+", "-", "*", "/"].contains($0.swift ?? "") }) {
      return "the getter computes arithmetic on the value; `.inline(extract:embed:)` can hold that code, "
        + "identified by its call site"
    }
    if let name = target.rootName, !read.mentions(name) {
      return "the getter does not read `\(targetText)`, the property the setter writes"
    }
    return
      "the getter and setter are not a read of `\(targetText)` and its inverse write that a predefined mapping names"
  }
}
