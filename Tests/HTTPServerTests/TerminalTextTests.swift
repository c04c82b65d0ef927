import HTTPServer
import Testing

@Suite("Text printed on a terminal")
struct TerminalTextTests {
  @Test("every control character, DEL and C1 included, is written out as \\u{…}")
  func controlCharacters() {
    let controls =
      (0x00...0x1F).map { Unicode.Scalar(UInt8($0)) } + [Unicode.Scalar(UInt8(0x7F))]
      + (0x80...0x9F).map { Unicode.Scalar(UInt8($0)) }
    for scalar in controls {
      let hex = String(scalar.value, radix: 16, uppercase: true)
      #expect(TerminalText.escaped("a\(Character(scalar))b") == "a\\u{\(hex)}b", "U+\(hex)")
    }
  }

  @Test(
    "format characters and line separators are escaped too",
    arguments: [
      ("\u{202E}", "\\u{202E}"), ("\u{2066}", "\\u{2066}"), ("\u{200B}", "\\u{200B}"), ("\u{FEFF}", "\\u{FEFF}"),
      ("\u{2028}", "\\u{2028}"), ("\u{2029}", "\\u{2029}"), ("\u{061C}", "\\u{61C}"),
    ])
  func formatCharacters(text: String, escaped: String) {
    #expect(TerminalText.escaped("x\(text)y") == "x\(escaped)y")
  }

  @Test("printable text, in any script, is kept as it is")
  func printable() {
    for text in ["", "GET /api/state", "Lessons/01-slider.json", "caf\u{E9} \u{65E5}\u{672C} \u{1F600} \\u{1B}", "~"] {
      #expect(TerminalText.escaped(text) == text)
    }
  }

  @Test("a block of lines keeps its line breaks and nothing else")
  func lineBreaks() {
    #expect(TerminalText.escaped("one\ntwo\r\n\u{1B}", keepingLineBreaks: true) == "one\ntwo\\u{D}\n\\u{1B}")
    #expect(TerminalText.escaped("one\ntwo") == "one\\u{A}two")
  }
}
