extension Expr {
  /// The expression a dump node holds.
  package init(_ node: DumpNode) {
    switch node.kind {
    case "unresolved_decl_ref_expr": self = .name(node["name"] ?? "")
    case "declref_expr": self = .name(Expr.declaredName(node["decl"] ?? ""))
    case "unresolved_dot_expr":
      self = .member(node.children.first.map(Expr.init) ?? .other("missing base"), node["field"] ?? "")
    case "unresolved_member_expr": self = .implicitMember(node["name"] ?? "")
    case "call_expr":
      self = .call(node.children.first.map(Expr.init) ?? .other("missing callee"), Expr.arguments(of: node))
    case "subscript_expr":
      self = .subscripted(node.children.first.map(Expr.init) ?? .other("missing base"), Expr.arguments(of: node))
    case "integer_literal_expr", "float_literal_expr":
      self = .literal((node["negative"] == "true" ? "-" : "") + (node["value"] ?? "0"))
    case "boolean_literal_expr": self = .literal(node["value"] ?? "false")
    case "nil_literal_expr": self = .literal("nil")
    case "string_literal_expr": self = .literal(Expr.quoted(node["value"] ?? ""))
    case "interpolated_string_literal_expr": self = .interpolated(Expr.interpolatedValues(node))
    case "sequence_expr": self = .sequence(node.children.map(Expr.init))
    case "assign_expr": self = .assign
    case "ternary_expr": self = .ternary(node.children.first { $0.kind != "<null expr>" }.map(Expr.init) ?? .other(""))
    case "prefix_unary_expr":
      let operand = node.child(ofKind: "argument_list")?.children.first?.children.first
      self = .prefix(Expr.operatorName(node.children.first), operand.map(Expr.init) ?? .other("missing operand"))
    case "force_value_expr": self = .forced(Expr.only(node))
    case "await_expr": self = .awaited(Expr.only(node))
    case "try_expr", "optional_try_expr", "force_try_expr": self = .tried(Expr.only(node))
    case "paren_expr": self = Expr.only(node)
    case "tuple_expr": self = .tuple(node.children.map(Expr.init))
    case "closure_expr":
      let names = node.child(ofKind: "parameter_list")?.children(ofKind: "parameter").map(Expr.parameterName) ?? []
      self = .closure(names, node.child(ofKind: "brace_stmt").map(Stmt.statements) ?? [])
    case "unresolved_specialize_expr":
      let arguments = node.children.dropFirst().map { $0["id"] ?? $0.kind }
      self = .specialized(node.children.first.map(Expr.init) ?? .other(""), Array(arguments))
    default: self = .other(node.kind)
    }
  }

  private static func only(_ node: DumpNode) -> Expr {
    node.children.first.map(Expr.init) ?? .other("missing operand")
  }

  private static func operatorName(_ node: DumpNode?) -> String {
    guard let node else { return "" }
    return node["name"] ?? Expr.declaredName(node["decl"] ?? "")
  }

  /// The name at the end of a declaration reference such as `m.(file).closure.$0@a.swift:1:5`.
  static func declaredName(_ decl: String) -> String {
    let beforeLocation = decl.split(separator: "@", maxSplits: 1).first.map(String.init) ?? decl
    return beforeLocation.split(separator: ".").last.map(String.init) ?? beforeLocation
  }

  static func parameterName(_ node: DumpNode) -> String {
    node.children.first { $0.kind == "decl_name" }?.child(ofKind: "base_name")?["name"] ?? "_"
  }

  static func arguments(of node: DumpNode) -> [Argument] {
    guard let list = node.child(ofKind: "argument_list") else { return [] }
    return list.children(ofKind: "argument").map { argument in
      Argument(label: argument["label"], value: argument.children.first.map(Expr.init) ?? .other("missing"))
    }
  }

  private static func interpolatedValues(_ node: DumpNode) -> [Expr] {
    let appends = node.child(ofKind: "tap_expr")?.child(ofKind: "brace_stmt")?.children ?? []
    return appends.compactMap { call in
      guard let value = call.child(ofKind: "argument_list")?.children.first?.children.first else { return nil }
      let part = Expr(value)
      return call["implicit"] == "true" && part == .literal("\"\"") ? nil : part
    }
  }

  /// `text` as a Swift string literal. Control characters (C0, DEL, C1) are written as `\u{…}`
  /// escapes: a literal may not hold them raw, and the suggestion is printed to a terminal and
  /// written into source by `--fix`.
  static func quoted(_ text: String) -> String {
    var quoted = "\""
    for character in text.unicodeScalars {
      switch character {
      case "\"": quoted += "\\\""
      case "\\": quoted += "\\\\"
      case "\n": quoted += "\\n"
      case "\t": quoted += "\\t"
      case "\r": quoted += "\\r"
      case _ where character.properties.generalCategory == .control:
        quoted += "\\u{\(String(character.value, radix: 16))}"
      default: quoted.unicodeScalars.append(character)
      }
    }
    return quoted + "\""
  }
}

extension Stmt {
  /// The statements of a brace statement.
  package static func statements(_ brace: DumpNode) -> [Stmt] {
    brace.children.compactMap(Stmt.init)
  }

  /// The statement a dump node holds, or `nil` for a declaration the rules skip (`var_decl`,
  /// which follows the `pattern_binding_decl` that introduces it).
  init?(_ node: DumpNode) {
    switch node.kind {
    case "var_decl": return nil
    case "return_stmt": self = .returning(node.children.first.map(Expr.init))
    case "if_stmt":
      let braces = node.children(ofKind: "brace_stmt")
      let conditions = node.children.filter { $0.kind != "brace_stmt" && $0.kind != "if_stmt" }.map(Condition.init)
      let otherwise: [Stmt]? =
        node.children.last?.kind == "if_stmt"
        ? node.children.last.flatMap(Stmt.init).map { [$0] }
        : braces.count > 1 ? Stmt.statements(braces[1]) : nil
      self = .ifElse(conditions: conditions, then: braces.first.map(Stmt.statements) ?? [], otherwise: otherwise)
    case "guard_stmt":
      let conditions = node.children.filter { $0.kind != "brace_stmt" }.map(Condition.init)
      self = .guarded(conditions: conditions, otherwise: node.child(ofKind: "brace_stmt").map(Stmt.statements) ?? [])
    case "pattern_binding_decl":
      let entry = node.child(ofKind: "pattern_entry")
      let name = entry?.children.first.flatMap(Stmt.boundName) ?? "_"
      self = .binding(name, entry?.children.dropFirst().first.map(Expr.init))
    default:
      if node.kind.hasSuffix("_stmt") || node.kind.hasSuffix("_decl") {
        self = .other(node.kind)
      } else {
        self = .expression(Expr(node))
      }
    }
  }

  static func boundName(_ pattern: DumpNode) -> String? {
    if pattern.kind == "pattern_named" {
      return pattern.child(ofKind: "decl_name")?.child(ofKind: "base_name")?["name"]
    }
    for child in pattern.children {
      if let name = boundName(child) { return name }
    }
    return nil
  }
}

extension Condition {
  init(_ node: DumpNode) {
    if node.kind == "pattern", let value = node.children.last {
      self = .optionalBinding(node.children.first.flatMap(Stmt.boundName) ?? "_", Expr(value))
    } else {
      self = .boolean(Expr(node))
    }
  }
}
