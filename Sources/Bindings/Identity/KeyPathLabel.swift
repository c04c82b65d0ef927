/// Prints key paths for ``BindingIdentity/description``.
///
/// Swift prints a subscript component as `<computed 0x55d1c2a0 (Double)>`: an accessor address,
/// without the arguments. The address says nothing to a reader, and two key paths through the same
/// subscript with different arguments (`.safeIndex(0)`, `.safeIndex(1)`) would print alike. So each
/// such component becomes `[subscript -> Double]`, and the label ends in a short hash of the whole
/// key path (stable for the life of the process) that tells such key paths apart.
@available(SwiftStdlib 6.0, *)
enum KeyPathLabel {
  static func describe(_ keyPath: AnyKeyPath) -> String {
    var text = String(describing: keyPath)
    var hasComputedComponent = false
    while let open = text.firstRange(of: "<computed "),
      let close = text[open.upperBound...].firstRange(of: ")>")
    {
      let inside = text[open.upperBound..<close.lowerBound]
      let memberType = inside.firstRange(of: " (").map { inside[$0.upperBound...] } ?? "?"
      text.replaceSubrange(open.lowerBound..<close.upperBound, with: "[subscript -> \(memberType)]")
      hasComputedComponent = true
    }
    guard hasComputedComponent else { return text }
    return text + "#" + shortHash(of: keyPath)
  }

  /// Six hex digits of the key path's hash.
  private static func shortHash(of keyPath: AnyKeyPath) -> String {
    let digits = String(UInt(bitPattern: keyPath.hashValue) & 0xFF_FFFF, radix: 16)
    return String(repeating: "0", count: 6 - digits.count) + digits
  }
}
