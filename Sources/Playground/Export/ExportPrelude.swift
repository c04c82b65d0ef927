/// The declarations an exported test needs beside KeyPathMapping and Bindings, as Swift source:
/// the write context the scenes' code reports to, the colour the lab and a scene hold, and the
/// declarations the scenes list for their own code (``PlaygroundScene/exportDeclarations``).
///
/// All are `private` to the file, so several exported tests sit in one test target. Each part is
/// added only when the test's code uses it. The playground's versions live in its module (the
/// colour in `Values/RGB.swift`, the haptics in `Scenes/Haptics.swift`, the write context in
/// `Scenes/WriteContext.swift`, and beside each scene what it declares), which a learner's
/// package cannot import. `ExportSwiftTestTests` checks that every line of each copy is a line of
/// its source (the write context's copy keeps hook names only and forgets them between writes),
/// and the exported-test program check shows that they behave the same by running them.
@available(SwiftStdlib 6.2, *)
enum ExportPrelude {
  /// The parts needed by code that mentions `code`'s identifiers.
  static func source(for code: String) -> String {
    var parts = [writeContext]
    if code.contains("RGB") || code.contains(".hex") { parts.append(rgb) }
    for declaration in sceneDeclarations
    where declaration.neededBy.contains(where: { code.contains($0) }) && !parts.contains(declaration.source) {
      parts.append(declaration.source)
    }
    return parts.joined(separator: "\n\n")
  }

  /// What the scenes declare for exported code, in page order.
  static var sceneDeclarations: [ExportDeclaration] {
    SceneList.types.flatMap { $0.exportDeclarations }
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

}
