/// Text from a client or a file name made safe to print on a terminal: every character that
/// could steer the terminal is written out as `\u{…}` instead.
///
/// A request path arrives percent-decoded (`%1B` is an escape character), and a file name may
/// hold any byte but `/` and NUL; printed raw, either could move the cursor, rewrite earlier
/// lines, retitle the window or reverse the text that follows. Every line the server prints
/// about a request or a file goes through ``escaped(_:keepingLineBreaks:)``.
///
/// Escaped: the control characters (Unicode category Cc: C0, DEL and C1, such as ESC, CR and
/// the 8-bit CSI U+009B), format characters (Cf: the bidirectional overrides and isolates such
/// as U+202E, zero-width characters) and the line and paragraph separators (U+2028, U+2029).
///
/// ```swift
/// TerminalText.escaped("lessons/\u{1B}[2Jx.json")   // "lessons/\\u{1B}[2Jx.json"
/// TerminalText.escaped("a\u{202E}b")                 // "a\\u{202E}b"
/// TerminalText.escaped("one\ntwo", keepingLineBreaks: true)  // "one\ntwo"
/// ```
@available(SwiftStdlib 6.2, *)
package enum TerminalText {
  /// `text` with every character that could steer a terminal written as `\u{HEX}`.
  ///
  /// - Parameters:
  ///   - text: Text that came from a client or a file name, or a line that holds some.
  ///   - keepingLineBreaks: Whether `\n` stays a line break (for a block of lines the server
  ///     itself put together); every other control character is escaped either way.
  /// - Returns: Printable text; `text` itself when it holds nothing to escape.
  /// - Complexity: O(*n*) in the length of `text`; printable ASCII is only scanned.
  package static func escaped(_ text: String, keepingLineBreaks: Bool = false) -> String {
    // Printable ASCII (and the kept line break) needs nothing: the common case is one scan.
    guard
      text.utf8.contains(where: { byte in
        (byte < 0x20 && !(keepingLineBreaks && byte == UInt8(ascii: "\n"))) || byte >= 0x7F
      })
    else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      if keepingLineBreaks && scalar == "\n" || !steersTerminal(scalar) {
        result.unicodeScalars.append(scalar)
      } else {
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      }
    }
    return result
  }

  private static func steersTerminal(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator: true
    default: false
    }
  }
}
