// @testable for the literal writer, internal to the playground.
//
// The text of each literal; ExportedTestProgramTests compiles the same hostile values and
// compares them with their scalars and bits.
import Bindings
import Testing

@testable import Playground

@Suite("Values become Swift literals, and text comment lines, nothing can break out of")
struct ExportSwiftLiteralTests {
  @Test(
    "strings: quotes, backslashes, interpolation, raw-string delimiters and invisible characters are escaped",
    arguments: [
      (#"""#, #""\"""#), (#"\"#, #""\\""#), (#"\(x)"#, #""\\(x)""#), (##""#"##, ##""\"#""##), ("a\nb", #""a\nb""#),
      ("\r\t\0", #""\r\t\0""#), ("\u{2028}\u{2029}", #""\u{2028}\u{2029}""#), ("\u{7F}\u{1B}", #""\u{7F}\u{1B}""#),
      ("\u{202E}x", #""\u{202E}x""#), ("\u{301}a", #""\u{301}a""#), ("e\u{301}", "\"e\u{301}\""), ("é日本", "\"é日本\""),
      ("\u{A0}", #""\u{A0}""#), ("\u{FEFF}", #""\u{FEFF}""#), ("", #""""#),
      // A mark that joins a quote or a backslash is written as \u{…}, whichever side it joins.
      ("\"\u{301}", #""\"\u{301}""#), ("\\\u{301}", #""\\\u{301}""#), ("x\"\u{FE0F}y", #""x\"\u{FE0F}y""#),
      ("\u{D4E}\"", #""\u{D4E}\"""#), ("\u{D4E}", #""\u{D4E}""#), ("\u{D4E}\n", #""\u{D4E}\n""#),
    ])
  func strings(value: String, literal: String) {
    #expect(SwiftLiteral.text(value, as: .literal) == literal)
  }

  @Test("every string is one line in quotes, and no quote inside it is unescaped")
  func stringShape() {
    for value in ExportedLiteralRoundTrip.hostileTexts {
      let literal = SwiftLiteral.text(value, as: .literal)
      #expect(literal.hasPrefix("\"") && literal.hasSuffix("\"") && literal.count >= 2)
      #expect(!literal.unicodeScalars.contains(where: SwiftLiteralShape.isInvisible), "\(literal)")
      // Inside the quotes, every quote is preceded by an odd run of backslashes.
      let inside = Array(literal.unicodeScalars.dropFirst().dropLast())
      for (index, scalar) in inside.enumerated() where scalar == "\"" {
        let run = inside[..<index].reversed().prefix { $0 == "\\" }.count
        #expect(run % 2 == 1, "unescaped quote in \(literal)")
      }
      // No Character of the source joins a quote or a backslash with anything else.
      #expect(!SwiftLiteralShape.joinsPunctuation(literal), "\(literal)")
    }
  }

  @Test(
    "a comment is one line: every line terminator, control and format character is escaped, the rest kept",
    arguments: [
      ("x\n}\nfunc evil() {", #"// x\n}\nfunc evil() {"#),
      ("a\r\u{85}\u{B}\u{C}\u{2028}\u{2029}b", #"// a\r\u{85}\u{B}\u{C}\u{2028}\u{2029}b"#),
      ("\0\u{202E}gnp.exe", #"// \0\u{202E}gnp.exe"#), (##"*/ /* "# """ #" \("##, ##"// */ /* "# """ #" \("##),
      (#"say "hi" \(x)"#, #"// say "hi" \(x)"#),
      ("café 日本 e\u{301}", "// café 日本 e\u{301}"), ("", "// "),
    ])
  func comments(text: String, comment: String) {
    #expect(SwiftLiteral.text(text, as: .comment) == comment)
  }

  @Test("a comment holds no line terminator, control or format character, whatever the text")
  func commentShape() {
    for text in ExportedLiteralRoundTrip.hostileTexts {
      let comment = SwiftLiteral.text(text, as: .comment)
      #expect(comment.hasPrefix("// "))
      #expect(!comment.unicodeScalars.contains(where: SwiftLiteralShape.isInvisible), "\(comment)")
      #expect(!comment.contains { $0.isNewline }, "\(comment)")
    }
  }

  @Test("the expected side of a #expect is the literal, in parentheses where the macro would misquote its value")
  func expected() {
    #expect(SwiftLiteral.expected("Draft") == #""Draft""#)
    #expect(SwiftLiteral.expected("e\u{301}") == "\"e\u{301}\"")
    #expect(SwiftLiteral.expected("\"\u{301}") == #"("\"\u{301}")"#)
    #expect(SwiftLiteral.expected("\u{D4E}\"") == #"("\u{D4E}\"")"#)
    #expect("\\\u{301}".expectation(of: "x") == #"#expect(x == ("\\\u{301}"))"#)
    #expect(String?.some("\"\u{301}").expectation(of: "x") == #"#expect(x == ("\"\u{301}"))"#)
    #expect(String?.none.expectation(of: "x") == "#expect(x == nil)")
  }

  @Test("numbers: the shortest decimal, non-finite values typed, extremes exact, subnormals as bits")
  func numbers() {
    #expect(SwiftLiteral.floatingPoint(Float(0.1)) == "0.1")
    #expect(SwiftLiteral.floatingPoint(-Float(0)) == "-0.0")
    #expect(SwiftLiteral.floatingPoint(Float.nan) == "Float.nan")
    #expect(SwiftLiteral.floatingPoint(Float.infinity) == "Float.infinity")
    #expect(SwiftLiteral.floatingPoint(-Double.infinity) == "-Double.infinity")
    #expect(SwiftLiteral.floatingPoint(Float.greatestFiniteMagnitude) == "3.4028235e+38")
    #expect(SwiftLiteral.floatingPoint(Float.leastNonzeroMagnitude) == "Float(bitPattern: 0x00000001)")
    #expect(SwiftLiteral.floatingPoint(Double.leastNonzeroMagnitude) == "Double(bitPattern: 0x0000000000000001)")
    #expect(SwiftLiteral.floatingPoint(1e300) == "1e+300")
    #expect(SwiftLiteral.integer(Int.min) == "-9223372036854775808")
    #expect(SwiftLiteral.integer(UInt64.max) == "18446744073709551615")
    #expect(SwiftLiteral.integer(Int8.min) == "-128")
  }

  @Test("every Float written as a decimal reads back as itself through Double and through Float80")
  func floatsReadBack() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<20_000 {
      let value = Float(bitPattern: UInt32.random(in: 0...UInt32.max, using: &generator))
      let literal = SwiftLiteral.floatingPoint(value)
      guard value.isFinite, !literal.contains("bitPattern") else { continue }
      #expect(Float(Double(literal)!).bitPattern == value.bitPattern, "\(literal)")
      #if arch(x86_64) || arch(i386)
        #expect(Float(Float80(literal)!).bitPattern == value.bitPattern, "\(literal)")
      #endif
    }
  }

  @Test("containers, optionals, the colour and animations")
  func composite() {
    #expect([Float?.none, 0.5, .nan].swiftSource == "[nil, 0.5, Float.nan]")
    #expect(Set(["web", "swift", "\""]).swiftSource == #"["\"", "swift", "web"]"#)
    #expect([[1, -2], []].swiftSource == "[[1, -2], []]")
    #expect(RGB(red: 0x33, green: 0x66, blue: 0xCC).swiftSource == "RGB(red: 51, green: 102, blue: 204)")
    #expect(Float.nan.expectation(of: "x") == "#expect(x.isNaN)")
    #expect(Double?.some(.nan).expectation(of: "x") == "#expect(x?.isNaN == true)")
    #expect(Double?.none.expectation(of: "x") == "#expect(x == nil)")
    #expect(SwiftLiteral.animation(.easeInOut) == ".easeInOut")
    #expect(
      SwiftLiteral.animation(.linear(duration: 0.2).delay(0.1).speed(2))
        == ".linear(duration: 0.2).delay(0.1).speed(2.0)")
    #expect(SwiftLiteral.animation(.spring()) == ".spring()")
    #expect(
      SwiftLiteral.animation(.spring(response: 0.3, dampingFraction: 1))
        == ".spring(response: 0.3, dampingFraction: 1.0)")
    #expect(SwiftLiteral.animation(nil as Animation?) == "nil")
  }
}

/// What every literal and comment the exporter writes is checked for.
enum SwiftLiteralShape {
  /// A control (C0, DEL, C1), format, line or paragraph separator scalar.
  static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator: true
    default: false
    }
  }

  /// Whether a `Character` of `source` holds a quote or a backslash and something else.
  static func joinsPunctuation(_ source: String) -> Bool {
    source.contains { character in
      character.unicodeScalars.count > 1 && character.unicodeScalars.contains { $0 == "\"" || $0 == "\\" }
    }
  }
}
