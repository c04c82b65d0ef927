import Bindings

/// Writes values as Swift source: the one place an exported test's values, and any text a client
/// sent, become code or comment.
///
/// Every function returns text that, read by the Swift compiler where the value's type is known
/// (an assignment to a typed binding, a comparison with a typed value), gives back exactly the
/// value it was given, and that no value can break out of. Text reaches a file through
/// ``text(_:as:)`` alone: as a quoted, single-line literal whose every quote, backslash and
/// invisible character is escaped, or as a comment line nothing can end.
///
/// ```swift
/// SwiftLiteral.text("say \"hi\"\n", as: .literal)    // "say \"hi\"\n"
/// SwiftLiteral.text(#"\(x) "#"#, as: .literal)        // "\\(x) \"#"
/// SwiftLiteral.text("SIGILL\nrm -rf", as: .comment)  // // SIGILL\nrm -rf
/// SwiftLiteral.floatingPoint(Float(0.1))           // 0.1
/// SwiftLiteral.floatingPoint(-Double.infinity)     // -Double.infinity
/// SwiftLiteral.integer(Int.min)                    // -9223372036854775808
/// SwiftLiteral.integer(UInt64.max)                 // 18446744073709551615 (in a UInt64 context)
/// ```
///
/// Values of the playground's types write themselves through ``SwiftLiteralRepresentable``.
@available(SwiftStdlib 6.2, *)
enum SwiftLiteral {
  /// What ``text(_:as:)`` makes of a text.
  enum TextForm {
    /// A quoted string literal on one line, whose value is the text.
    case literal
    /// One line comment, `// ` and the text, that nothing in the text can end.
    case comment
  }

  /// `text` as Swift source: a string literal or a comment line.
  ///
  /// Printable characters stay as they are, so a learner reads `"café"` and `"日本"`. Escaped,
  /// in both forms: `\n`, `\r`, `\t`, `\0`, and as `\u{…}` every other scalar that is a control
  /// (C0, DEL, C1), a format character (bidirectional overrides, zero-width joiners), a line or
  /// paragraph separator (U+2028, U+2029), a space other than U+0020, unassigned or private-use.
  /// So a comment holds no line terminator of any kind, and a literal no invisible character.
  ///
  /// In a literal, `"` and `\` are escaped too, so neither `"#`, `"""` nor `\(` can end it or
  /// interpolate. A character that would join one of the literal's quotes or backslashes into a
  /// single `Character` (a combining mark after `"`, a prepended mark before it) is written
  /// scalar by scalar as `\u{…}`: Swift Testing's macros quote a literal's source one
  /// `Character` at a time, and such a `Character` would escape nothing. A Swift `String` cannot
  /// hold a lone surrogate, so none can reach this function; the playground's JSON parser refuses
  /// one in its input.
  ///
  /// ```swift
  /// SwiftLiteral.text("a\u{2028}b", as: .literal)     // "a\u{2028}b"
  /// SwiftLiteral.text("\"\u{301}", as: .literal)      // "\"\u{301}"
  /// SwiftLiteral.text("x\n}\u{202E}", as: .comment)  // // x\n}\u{202E}
  /// ```
  static func text(_ text: String, as form: TextForm) -> String {
    var source = form == .literal ? "\"" : "// "
    for character in text {
      // A character with an escaped scalar is written all in ASCII, so that nothing it holds
      // can join the escape's backslash or quote.
      let inASCII =
        character.unicodeScalars.contains { escape($0, form) != nil }
        || !character.isASCII && joinsPunctuation(character)
      for scalar in character.unicodeScalars {
        if let escaped = escape(scalar, form) {
          source += escaped
        } else if inASCII && !scalar.isASCII {
          source += unicodeEscape(scalar)
        } else {
          source.unicodeScalars.append(scalar)
        }
      }
    }
    return form == .literal ? source + "\"" : source
  }

  /// How `scalar` is written in `form` when it must be escaped, or `nil` when it may stand as
  /// itself.
  private static func escape(_ scalar: Unicode.Scalar, _ form: TextForm) -> String? {
    switch scalar {
    case "\"" where form == .literal: return "\\\""
    case "\\" where form == .literal: return "\\\\"
    case "\n": return "\\n"
    case "\r": return "\\r"
    case "\t": return "\\t"
    case "\0": return "\\0"
    default:
      return isInvisible(scalar) ? unicodeEscape(scalar) : nil
    }
  }

  /// `\u{…}`: the scalar's value in hexadecimal.
  private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
    "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
  }

  /// Whether `scalar` is a control, format, separator, unassigned or private-use scalar.
  private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F }
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .unassigned, .privateUse, .surrogate,
      .spaceSeparator:
      return true
    default:
      return false
    }
  }

  /// Whether `character` would become one `Character` with a quote or backslash written beside
  /// it: it starts with a combining mark, or ends with a prepended one.
  private static func joinsPunctuation(_ character: Character) -> Bool {
    ["\"", "\\"].contains { (punctuation: String) in
      (punctuation + String(character)).count != 2 || (String(character) + punctuation).count != 2
    }
  }

  /// `text`'s literal as the expected side of a `#expect` comparison.
  ///
  /// `#expect` quotes the value of a string literal it compares once more, one `Character` at a
  /// time, and there a quote or backslash joined by a combining mark (`"\u{301}`) is a
  /// `Character` it does not escape. A literal whose value holds one is given in parentheses,
  /// which the macro quotes as the source ``text(_:as:)`` wrote.
  ///
  /// ```swift
  /// SwiftLiteral.expected("Draft")        // "Draft"
  /// SwiftLiteral.expected("\"\u{301}")   // ("\"\u{301}")
  /// ```
  static func expected(_ text: String) -> String {
    let literal = self.text(text, as: .literal)
    let requotedWrongly = text.contains { character in
      character.unicodeScalars.count > 1 && character.unicodeScalars.contains { $0 == "\"" || $0 == "\\" }
    }
    return requotedWrongly ? "(\(literal))" : literal
  }

  /// An integer as its decimal digits, `-` first when negative: `Int.min` and `UInt64.max` are
  /// literals of their own types, as long as the context gives the type.
  static func integer(_ value: some BinaryInteger) -> String {
    String(value)
  }

  /// A `Float` that reads back bit for bit.
  ///
  /// Finite values are written as the shortest decimal that reads back as the same value
  /// (`0.1`, `-0.0`, `1e+30`). The compiler reads a float literal through its widest float type
  /// first, which could round a decimal twice, so where that would land on another value the
  /// bit pattern is written instead (`Float(bitPattern: 0x00000001)`), as it is for a
  /// subnormal value, whose literal the compiler warns about. Values without a literal
  /// are members of their type: `Float.nan`, `Double.infinity`, `-Double.infinity`.
  ///
  /// ```swift
  /// SwiftLiteral.floatingPoint(Float(0.1))   // 0.1
  /// SwiftLiteral.floatingPoint(Float.nan)    // Float.nan
  /// ```
  static func floatingPoint(_ value: Float) -> String {
    floatingPoint(value, bits: UInt64(value.bitPattern), typeName: "Float")
  }

  /// A `Double` that reads back bit for bit: as for a `Float`.
  ///
  /// ```swift
  /// SwiftLiteral.floatingPoint(-Double.infinity)   // -Double.infinity
  /// SwiftLiteral.floatingPoint(1e300)              // 1e+300
  /// ```
  static func floatingPoint(_ value: Double) -> String {
    floatingPoint(value, bits: value.bitPattern, typeName: "Double")
  }

  private static func floatingPoint<Value: BinaryFloatingPoint & LosslessStringConvertible>(
    _ value: Value, bits: UInt64, typeName: String
  ) -> String {
    if value.isNaN { return "\(typeName).nan" }
    if value.isInfinite { return value < 0 ? "-\(typeName).infinity" : "\(typeName).infinity" }
    let decimal = value.description
    // A subnormal literal reads back exactly too, but the compiler warns that it underflows.
    if !value.isSubnormal && readsBack(decimal, as: value) { return decimal }
    let digits = String(bits, radix: 16, uppercase: true)
    let width = (Value.exponentBitCount + Value.significandBitCount + 1) / 4
    return "\(typeName)(bitPattern: 0x\(String(repeating: "0", count: max(0, width - digits.count)) + digits))"
  }

  /// Whether the compiler reads `decimal` back as `value`: through `Double` on every platform,
  /// and through `Float80` where that is the widest float literal type.
  private static func readsBack<Value: BinaryFloatingPoint>(_ decimal: String, as value: Value) -> Bool {
    func same(_ other: Value) -> Bool {
      other.sign == value.sign && other.exponentBitPattern == value.exponentBitPattern
        && other.significandBitPattern == value.significandBitPattern
    }
    guard let wide = Double(decimal), same(Value(wide)) else { return false }
    #if arch(x86_64) || arch(i386)
      guard let widest = Float80(decimal), same(Value(widest)) else { return false }
    #endif
    return true
  }

  /// `true` or `false`.
  static func boolean(_ value: Bool) -> String { value ? "true" : "false" }

  /// A colour as its initializer, channels in decimal: `RGB(red: 51, green: 102, blue: 204)`.
  static func rgb(_ color: RGB) -> String {
    "RGB(red: \(color.red), green: \(color.green), blue: \(color.blue))"
  }

  /// A destination as its case: `.edit("Draft")`, `.alert("Delete the draft?")`.
  static func destination(_ destination: Destination) -> String {
    ".\(destination.caseName)(\(text(destination.payload, as: .literal)))"
  }

  /// An animation as its preset or factory, then its delay and speed when not the defaults.
  ///
  /// ```swift
  /// SwiftLiteral.animation(.easeInOut)                        // .easeInOut
  /// SwiftLiteral.animation(.linear(duration: 0.2).delay(0.1)) // .linear(duration: 0.2).delay(0.1)
  /// SwiftLiteral.animation(.spring())                         // .spring()
  /// ```
  static func animation(_ animation: Animation) -> String {
    func timed(_ name: String, _ duration: Double) -> String {
      duration == Animation.defaultDuration ? ".\(name)" : ".\(name)(duration: \(floatingPoint(duration)))"
    }
    var text =
      switch animation.curve {
      case .linear(let duration): timed("linear", duration)
      case .easeIn(let duration): timed("easeIn", duration)
      case .easeOut(let duration): timed("easeOut", duration)
      case .easeInOut(let duration): timed("easeInOut", duration)
      case .spring(let response, let dampingFraction):
        Animation.spring().curve == animation.curve
          ? ".spring()"
          : ".spring(response: \(floatingPoint(response)), dampingFraction: \(floatingPoint(dampingFraction)))"
      }
    if animation.delay != 0 { text += ".delay(\(floatingPoint(animation.delay)))" }
    if animation.speed != 1 { text += ".speed(\(floatingPoint(animation.speed)))" }
    return text
  }

  /// An optional animation: ``animation(_:)`` or `nil`.
  static func animation(_ animation: Animation?) -> String {
    animation.map { self.animation($0) } ?? "nil"
  }
}
