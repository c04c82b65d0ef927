/// One node of the compiler's JSON syntax dump: its `_kind`, the byte range the compiler gives
/// it (declarations, brace statements and parameter lists have one; expressions do not), its
/// scalar fields and its child nodes in the order the dump lists them.
///
/// ```swift
/// // {"_kind":"argument","label":"get","expr":{"_kind":"closure_expr",...}}
/// node.kind              // "argument"
/// node["label"]          // "get"
/// node.children.first?.kind  // "closure_expr"
/// ```
package struct DumpNode: Sendable {
  /// The node's `_kind`, such as `call_expr` or `brace_stmt`; empty for an object without one.
  package let kind: String
  /// The member name under which the parent holds this node (`expr`, `body`, `processed_init`).
  package let key: String
  /// The byte range in the source file: `start` and `end` are the offsets of the first and the
  /// last token.
  package let range: ByteRange?
  /// Scalar members, as text (`"name": "Binding"`, `"single_expression": "true"`).
  package let fields: [String: String]
  /// Child nodes, arrays flattened, in the dump's order.
  package let children: [DumpNode]

  /// The scalar member `name`, or `nil`.
  package subscript(name: String) -> String? { fields[name] }

  /// The children of one kind.
  package func children(ofKind kind: String) -> [DumpNode] { children.filter { $0.kind == kind } }

  /// The first child of one kind.
  package func child(ofKind kind: String) -> DumpNode? { children.first { $0.kind == kind } }
}

/// A range of bytes in a source file, from the first byte of its first token (`start`) to the
/// first byte of its last token (`end`), as the compiler's dump gives it.
package struct ByteRange: Sendable, Equatable {
  /// The offset of the first token.
  package let start: Int
  /// The offset of the last token.
  package let end: Int
}
