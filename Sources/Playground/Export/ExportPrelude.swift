/// The declarations an exported test needs beside KeyPathMapping and Bindings, as Swift source:
/// the write context the scenes' code reports to, and the playground's own types and helpers
/// that its code uses.
///
/// All are `private` to the file, so several exported tests sit in one test target. Each part is
/// added only when the test's code uses it. The playground's versions live in its module (the
/// colour in `Values/RGB.swift`, the hex conversion in `Scenes/HexConversion.swift`, `.double`
/// file-private in `Scenes/ProgressScene.swift`, the destination in `Values/Destination.swift`,
/// the presentation in `Scenes/SheetPresentation.swift`, the haptics in `Scenes/Haptics.swift`,
/// the write context in `Scenes/WriteContext.swift`), which a learner's package cannot import.
/// `ExportSwiftTestTests` compares each copy with its source line by line (the write context's
/// copy keeps hook names only and forgets them between writes), and the exported-test program
/// check shows that they behave the same by running them.
@available(SwiftStdlib 6.2, *)
enum ExportPrelude {
  /// The parts needed by code that mentions `code`'s identifiers.
  static func source(for code: String) -> String {
    var parts = [writeContext]
    if code.contains("RGB") || code.contains(".hex") { parts.append(rgb) }
    if code.contains(".hex(onRejection:") { parts.append(hexConversion) }
    if code.contains(".double") { parts.append(double) }
    if code.contains("Destination") { parts.append(destination) }
    if code.contains("presentation.") { parts.append(presentation) }
    return parts.joined(separator: "\n\n")
  }

  static let writeContext = """
    /// What the bindings report while a write goes through them, as the playground records it:
    /// the hooks that ran, and why a failable conversion refused the value.
    private final class WriteContext {
      private(set) var hooks: [String] = []
      private(set) var rejection: MappingRejection?

      /// Forgets what the previous write reported.
      func startWrite() {
        hooks = []
        rejection = nil
      }

      /// Handed to failable conversions (`onRejection: context.reject`).
      func reject(_ rejection: MappingRejection) {
        self.rejection = rejection
      }

      /// What setter hooks call (`haptics.impact()`).
      var haptics: Haptics { Haptics(context: self) }

      fileprivate func recordHook(_ name: String) {
        hooks.append(name)
      }
    }

    /// A stand-in for a haptic feedback generator: an impact is recorded, not felt.
    private struct Haptics {
      let context: WriteContext

      func impact() {
        context.recordHook("haptics.impact()")
      }
    }

    /// Runs `write` and returns the transaction `root` committed meanwhile, or `nil` when the
    /// write never reached the root.
    private func transactionCommitted<Value>(to root: State<Value>, by write: () -> Void) -> Transaction? {
      let before = root.commitCount
      write()
      return root.lastTransaction(after: before)
    }
    """

  static let rgb = """
    /// The playground's colour: three channels, shown as "#rrggbb".
    private struct RGB: Hashable, Sendable {
      var red: UInt8
      var green: UInt8
      var blue: UInt8

      static let black = RGB(red: 0, green: 0, blue: 0)

      init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
      }

      /// Parses "#rrggbb" (either case); `nil` for anything else.
      init?(hex: String) {
        let digits = hex.utf8.dropFirst()
        guard hex.utf8.first == UInt8(ascii: "#"), digits.count == 6,
          digits.allSatisfy({
            UInt8(ascii: "0")...UInt8(ascii: "9") ~= $0 || UInt8(ascii: "a")...UInt8(ascii: "f") ~= ($0 | 0x20)
          }),
          let packed = UInt32(String(hex.dropFirst()), radix: 16)
        else { return nil }
        self.init(red: UInt8(packed >> 16), green: UInt8((packed >> 8) & 0xFF), blue: UInt8(packed & 0xFF))
      }

      /// The colour as lowercase "#rrggbb".
      var hex: String {
        let packed = UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
        let digits = String(packed, radix: 16)
        return "#" + String(repeating: "0", count: 6 - digits.count) + digits
      }
    }
    """

  static let hexConversion = """
    extension KeyPathMapper.MutatingConversionTo where Root == RGB, Member == String {
      /// A colour as "#rrggbb"; text that is not a colour is refused and the colour kept.
      fileprivate static func hex(onRejection: @escaping (MappingRejection) -> Void) -> Self {
        .failable(
          id: "RGB.hex",
          extract: { $0.hex },
          embed: { (text: String) throws(MappingRejection) -> RGB in
            guard let color = RGB(hex: text) else {
              throw MappingRejection(rejectedValue: text, reason: "\\"\\(text)\\" is not a color in #rrggbb form")
            }
            return color
          },
          onRejection: onRejection)
      }
    }
    """

  static let double = """
    extension BinaryFloatingPoint {
      /// The hand-written alternative to a mapping: the value as a `Double`, declared on its type.
      fileprivate var double: Double {
        get { Double(self) }
        set { self = Self(newValue) }
      }
    }
    """

  static let destination = """
    /// Where a screen leads: a sheet editing a text, or an alert.
    private enum Destination: Hashable, Sendable {
      case edit(String)
      case alert(String)

      var caseName: String {
        switch self {
        case .edit: "edit"
        case .alert: "alert"
        }
      }

      /// The edit case's text; empty in another case.
      var editText: String {
        if case .edit(let text) = self { text } else { "" }
      }

      /// The edit case with `text`; a write into another case is refused.
      func replacingEditText(with text: String) throws(MappingRejection) -> Destination {
        guard case .edit = self else {
          throw MappingRejection(rejectedValue: text, reason: "the destination is .\\(caseName) now, not .edit")
        }
        return .edit(text)
      }
    }
    """

  static let presentation = """
    extension WriteContext {
      /// What dismissal hooks call (`presentation.onDismiss()`).
      var presentation: SheetPresentation { SheetPresentation(context: self) }
    }

    /// A stand-in for the work an app runs when a sheet goes away: recorded, not run.
    private struct SheetPresentation {
      let context: WriteContext

      func onDismiss() {
        context.recordHook("onDismiss()")
      }
    }
    """
}
