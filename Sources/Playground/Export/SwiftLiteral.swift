import Bindings

/// Writes values as Swift source: the one place an exported test's values become code.
///
/// Every function returns text that, read by the Swift compiler where the value's type is known
/// (an assignment to a typed binding, a comparison with a typed value), gives back exactly the
/// value it was given, and that no value can break out of: a string is always one quoted,
/// single-line literal whose every quote, backslash and invisible character is escaped.
///
/// ```swift
/// SwiftLiteral.string("say \"hi\"\n")       // "say \"hi\"\n"
/// SwiftLiteral.string(#"\(x) "#"#)            // "\\(x) \"#"
/// SwiftLiteral.floatingPoint(Float(0.1))      // 0.1
/// SwiftLiteral.floatingPoint(-Double.infinity) // -Double.infinity
/// SwiftLiteral.integer(Int.min)               // -9223372036854775808
/// SwiftLiteral.integer(UInt64.max)            // 18446744073709551615 (in a UInt64 context)
/// ```
///
/// Values of the playground's types write themselves through ``SwiftLiteralRepresentable``.
enum SwiftLiteral {
  /// `text` as a quoted string literal on one line.
  ///
  /// Printable characters stay as they are, so a learner reads `"café"` and `"日本"`. Escaped:
  /// `"` and `\` (so neither `"#` nor `\(` can end the literal or interpolate), `\n`, `\r`, `\t`,
  /// `\0`, and as `\u{…}` every other scalar that is a control, a format character (bidirectional
  /// overrides, zero-width joiners), a line or paragraph separator (U+2028, U+2029), unassigned
  /// or private-use, or a combining mark at the start (which would otherwise sit on the opening
  /// quote). A Swift `String` cannot hold a lone surrogate, so none can reach this function; the
  /// playground's JSON parser refuses one in its input.
  ///
  /// ```swift
  /// SwiftLiteral.string("a\u{2028}b")   // "a\u{2028}b"
  /// ```
  static func string(_ text: String) -> String {
    var literal = "\""
    for (offset, scalar) in text.unicodeScalars.enumerated() {
      switch scalar {
      case "\"": literal += "\\\""
      case "\\": literal += "\\\\"
      case "\n": literal += "\\n"
      case "\r": literal += "\\r"
      case "\t": literal += "\\t"
      case "\0": literal += "\\0"
      default:
        if needsEscape(scalar, first: offset == 0) {
          literal += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
          literal.unicodeScalars.append(scalar)
        }
      }
    }
    return literal + "\""
  }

  /// Whether `scalar` is written as `\u{…}` rather than as itself.
  private static func needsEscape(_ scalar: Unicode.Scalar, first: Bool) -> Bool {
    if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F }
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .unassigned, .privateUse, .surrogate,
      .spaceSeparator:
      return true
    case .nonspacingMark, .spacingMark, .enclosingMark:
      return first
    default:
      return false
    }
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
    ".\(destination.caseName)(\(string(destination.payload)))"
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
