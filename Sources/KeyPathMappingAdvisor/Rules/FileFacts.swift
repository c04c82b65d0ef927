/// What the rules need to know about the whole file around a call: which properties have a
/// binding projection (`$name`), and which paths the file sets to `nil` somewhere.
package struct FileFacts: Sendable {
  /// Property wrappers whose projected value is a SwiftUI `Binding` (or, for `@Bindable` and
  /// the object wrappers, offers key-path bindings to its members).
  package static let bindingWrappers: Set<String> = [
    "State", "Binding", "Bindable", "ObservedObject", "StateObject", "EnvironmentObject", "AppStorage",
    "SceneStorage",
  ]

  /// Names declared in the file with one of ``bindingWrappers``.
  package var wrappedNames: Set<String> = []
  /// Paths (as Swift) assigned `nil` somewhere in the file.
  package var nilAssigned: Set<String> = []

  /// The facts of one file's dump, reading attribute names from its text.
  package init(root: DumpNode, bytes: [UInt8]) {
    visit(root, bytes: bytes)
  }

  /// Facts given directly, for tests.
  package init(wrappedNames: Set<String>, nilAssigned: Set<String> = []) {
    self.wrappedNames = wrappedNames
    self.nilAssigned = nilAssigned
  }

  private mutating func visit(_ node: DumpNode, bytes: [UInt8]) {
    if node.kind == "var_decl", let name = node.child(ofKind: "decl_name")?.child(ofKind: "base_name")?["name"] {
      for attribute in node.children(ofKind: "custom_attr") {
        if let start = attribute.range?.start, FileFacts.bindingWrappers.contains(word(after: start, in: bytes)) {
          wrappedNames.insert(name)
        }
      }
    }
    if node.kind == "sequence_expr", node.children.count == 3, node.children[1].kind == "assign_expr",
      node.children[2].kind == "nil_literal_expr", let path = Expr(node.children[0]).swift
    {
      nilAssigned.insert(path.hasPrefix("self.") ? String(path.dropFirst(5)) : path)
    }
    for child in node.children { visit(child, bytes: bytes) }
  }

  /// The attribute name after the `@` at `offset`; `SwiftUI.State` reads as `State`.
  private func word(after offset: Int, in bytes: [UInt8]) -> String {
    var index = offset + 1
    var start = index
    while index < bytes.count, Tokenizer.isWordByte(bytes[index]) || bytes[index] == UInt8(ascii: ".") {
      if bytes[index] == UInt8(ascii: ".") { start = index + 1 }
      index += 1
    }
    return start <= index && index <= bytes.count ? String(decoding: bytes[start..<index], as: UTF8.self) : ""
  }
}
