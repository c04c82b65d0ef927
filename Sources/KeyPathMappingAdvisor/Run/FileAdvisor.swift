/// Turns one file's dump into findings: finds the calls, places them in the text, and asks the
/// classifier about each.
package enum FileAdvisor {
  /// The findings of `source`, whose parse dump is `dump`.
  package static func findings(in source: SourceFile, dump: DumpNode) -> [Finding] {
    let tokens = Tokenizer.tokens(in: source.bytes)
    let lines = SourceLines(source.bytes)
    let classifier = Classifier(facts: FileFacts(root: dump, bytes: source.bytes))
    var locator = CallLocator(tokens: tokens)
    return CallFinder.calls(in: dump).compactMap { call in
      guard let location = locator.locate(call) else { return nil }
      let statements = call.setterBrace.flatMap { ClosureText.statements(in: $0, tokens: tokens, bytes: source.bytes) }
      let position = lines.position(of: location.bindingOffset)
      return Finding(
        file: source.path, line: position.line, column: position.column,
        advice: classifier.advise(call, setterStatements: statements), span: location.span)
    }
  }
}
