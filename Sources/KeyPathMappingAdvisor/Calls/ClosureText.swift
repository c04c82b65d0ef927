/// The source text of a closure's top-level statements, read from the tokens between its
/// braces: the parameter clause (`newValue in`) is dropped, and statements end at a `;` or at a
/// line break outside brackets that does not continue an expression.
enum ClosureText {
  /// Each statement's text, or `nil` when the braces are not where the range says.
  static func statements(in brace: ByteRange, tokens: [Token], bytes: [UInt8]) -> [String]? {
    guard let open = tokens.firstIndex(where: { $0.start == brace.start }), tokens[open].text == "{",
      let close = tokens[open...].firstIndex(where: { $0.start == brace.end }), tokens[close].text == "}"
    else { return nil }
    var first = open + 1
    if let inIndex = tokens[first..<close].prefix(24).firstIndex(where: { $0.text == "in" }),
      tokens[first..<inIndex].allSatisfy({
        $0.kind == .word || ["(", ")", ",", ":", "_", "<", ">", "?", "[", "]"].contains($0.text)
      })
    {
      first = inIndex + 1
    }
    var statements: [String] = []
    var depth = 0
    var start = first
    let continuing: Set<String> = [".", "=", "+", "-", "*", "/", "?", ":", "&", "|", "<", ">", "!", ",", "(", "[", "{"]
    func flush(_ end: Int) {
      guard start < end else { return }
      statements.append(String(decoding: bytes[tokens[start].start..<tokens[end - 1].end], as: UTF8.self))
    }
    var index = first
    while index < close {
      let token = tokens[index]
      if depth == 0, index > start, token.followsLineBreak, !continuing.contains(tokens[index - 1].text),
        !continuing.contains(token.text) || token.text == "!", !["else", "catch"].contains(token.text)
      {
        flush(index)
        start = index
      }
      if ["(", "[", "{"].contains(token.text) { depth += 1 }
      if [")", "]", "}"].contains(token.text) { depth -= 1 }
      if depth == 0, token.text == ";" {
        flush(index)
        start = index + 1
      }
      index += 1
    }
    flush(close)
    return statements
  }
}
