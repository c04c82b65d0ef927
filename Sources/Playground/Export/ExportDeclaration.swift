/// Swift source an exported test declares when its code uses it: a copy of one of the
/// playground's types or helpers, which a learner's package cannot import.
///
/// A scene declares those its code needs (``PlaygroundScene/exportDeclarations``), so its file
/// holds everything about it; ``ExportPrelude`` adds each one whose ``neededBy`` text the
/// exported code contains.
@available(SwiftStdlib 6.2, *)
package struct ExportDeclaration: Sendable, Equatable {
  /// Texts that mark code needing the declaration, such as `RGB` or `.hex`: any one is enough.
  let neededBy: [String]
  /// The playground's files that hold the declaration, from the package's root: every line of
  /// ``source`` is one of theirs, as `ExportSwiftTestTests` checks.
  let copyOf: [String]
  /// The declaration, `private` or `fileprivate` to the exported file.
  let source: String

  /// A declaration `source` that code containing any of `neededBy` needs, copied from the
  /// files `copyOf`.
  package init(neededBy: [String], copyOf: [String], source: String) {
    self.neededBy = neededBy
    self.copyOf = copyOf
    self.source = source
  }
}
