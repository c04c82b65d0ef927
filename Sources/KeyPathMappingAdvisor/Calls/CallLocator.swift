/// Places each call the dump found in the source text. The dump gives the closures' braces byte
/// ranges but not the call's own: the `Binding` that opens the call is the nearest one before
/// the first brace with only the call's own tokens (`(`, `get`, `:`, a generic argument, `.init`)
/// between them, and the call ends at the `)` after the setter's brace, or at that brace for a
/// trailing closure. A call whose arguments are not closures is placed at the next unused
/// `Binding(get:` in the text.
package struct CallLocator {
  private let tokens: [Token]
  private var used: Set<Int> = []
  private var lastUsed = -1

  /// A locator over a file's tokens.
  package init(tokens: [Token]) { self.tokens = tokens }

  /// Where `call` is, or `nil` when the text shows no matching `Binding`.
  package mutating func locate(_ call: BindingCall) -> CallLocation? {
    let anchor = call.getterBrace ?? call.setterBrace
    let found = anchor.flatMap { bindingToken(before: $0.start) } ?? nextUnanchoredBinding()
    guard let index = found else { return nil }
    used.insert(index)
    lastUsed = max(lastUsed, index)
    var start = tokens[index].start
    if index >= 2, tokens[index - 1].text == ".", tokens[index - 2].text == "SwiftUI" {
      start = tokens[index - 2].start
    }
    return CallLocation(
      bindingOffset: tokens[index].start, span: call.setterBrace.flatMap { end(after: $0) }.map { start..<$0 })
  }

  private func tokenIndex(at offset: Int) -> Int? {
    var low = 0
    var high = tokens.count
    while low < high {
      let middle = (low + high) / 2
      if tokens[middle].start < offset { low = middle + 1 } else { high = middle }
    }
    return low < tokens.count && tokens[low].start == offset ? low : nil
  }

  private func bindingToken(before braceOffset: Int) -> Int? {
    guard let brace = tokenIndex(at: braceOffset) else { return nil }
    var index = brace - 1
    while index >= 0, brace - index <= 64 {
      let token = tokens[index]
      if token.text == "Binding", !used.contains(index) { return index }
      if token.kind == .string || ["{", "}", ")", ";", "="].contains(token.text) { return nil }
      index -= 1
    }
    return nil
  }

  private func nextUnanchoredBinding() -> Int? {
    var index = lastUsed + 1
    while index + 2 < tokens.count {
      if tokens[index].text == "Binding", !used.contains(index), tokens[index + 1].text == "(",
        tokens[index + 2].text == "get"
      {
        return index
      }
      index += 1
    }
    return nil
  }

  private func end(after setterBrace: ByteRange) -> Int? {
    guard let close = tokenIndex(at: setterBrace.end) else { return nil }
    if close + 1 < tokens.count, tokens[close + 1].text == ")" { return tokens[close + 1].end }
    return tokens[close].end
  }
}
