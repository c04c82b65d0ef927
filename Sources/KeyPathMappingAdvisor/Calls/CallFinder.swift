/// Finds every `Binding(get:set:)`, `Binding<T>(get:set:)`, `Binding.init(get:set:)` and
/// trailing-closure `Binding { … } set: { … }` call in a file's dump, in source order.
package enum CallFinder {
  /// The calls under `root`, outermost first.
  package static func calls(in root: DumpNode) -> [BindingCall] {
    var found: [BindingCall] = []
    visit(root, into: &found)
    return found
  }

  private static func visit(_ node: DumpNode, into found: inout [BindingCall]) {
    if node.kind == "call_expr", let call = bindingCall(node) { found.append(call) }
    for child in node.children { visit(child, into: &found) }
  }

  private static func bindingCall(_ node: DumpNode) -> BindingCall? {
    guard let callee = node.children.first, let type = bindingType(Expr(callee)),
      let list = node.child(ofKind: "argument_list")
    else { return nil }
    let arguments = list.children(ofKind: "argument")
    guard arguments.count == 2 else { return nil }
    let labels = arguments.map { $0["label"] ?? "" }
    guard labels == ["get", "set"] || labels == ["", "set"] || labels == ["get", ""] else { return nil }
    guard let getter = arguments[0].children.first, let setter = arguments[1].children.first else { return nil }
    return BindingCall(
      getter: Expr(getter), setter: Expr(setter), explicitType: type.isEmpty ? nil : type,
      getterBrace: brace(of: getter), setterBrace: brace(of: setter))
  }

  /// `""` for `Binding`, `"T"` for `Binding<T>`, `nil` for any other callee.
  private static func bindingType(_ callee: Expr) -> String? {
    switch callee {
    case .name("Binding"), .member(.name("SwiftUI"), "Binding"): return ""
    case .specialized(let base, let arguments): return bindingType(base) == "" ? arguments.joined(separator: ", ") : nil
    case .member(let base, "init"): return bindingType(base)
    default: return nil
    }
  }

  private static func brace(of argument: DumpNode) -> ByteRange? {
    argument.kind == "closure_expr" ? argument.child(ofKind: "brace_stmt")?.range : nil
  }
}
