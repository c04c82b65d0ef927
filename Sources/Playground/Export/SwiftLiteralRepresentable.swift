/// A value an exported test can write as Swift source, and check against.
///
/// Every type the playground's scenes and lab hold conforms, each through ``SwiftLiteral``:
///
/// ```swift
/// Float(0.25).swiftSource                     // 0.25
/// (nil as String?).swiftSource                // nil
/// Set(["web", "swift"]).swiftSource           // ["swift", "web"]
/// Float.nan.expectation(of: "progress")       // #expect(progress.isNaN)
/// 0.9.expectation(of: "progress")             // #expect(progress == 0.9)
/// ```
@available(SwiftStdlib 6.2, *)
package protocol SwiftLiteralRepresentable {
  /// The value as Swift source that gives this very value where its type is known.
  var swiftSource: String { get }

  /// The value as the expected side of a `#expect` comparison: ``swiftSource``, except where
  /// Swift Testing needs a string literal in parentheses (``SwiftLiteral/expected(_:)``).
  var expectedSource: String { get }

  /// A `#expect` that `expression`, of this value's type, holds this value.
  ///
  /// Equality by default; a NaN, which equals nothing, is checked with `isNaN`.
  func expectation(of expression: String) -> String
}

@available(SwiftStdlib 6.2, *)
extension SwiftLiteralRepresentable {
  package var expectedSource: String { swiftSource }
  package func expectation(of expression: String) -> String { "#expect(\(expression) == \(expectedSource))" }
}

@available(SwiftStdlib 6.2, *)
extension Float: SwiftLiteralRepresentable {
  package var swiftSource: String { SwiftLiteral.floatingPoint(self) }
  package func expectation(of expression: String) -> String {
    isNaN ? "#expect(\(expression).isNaN)" : "#expect(\(expression) == \(swiftSource))"
  }
}

@available(SwiftStdlib 6.2, *)
extension Double: SwiftLiteralRepresentable {
  package var swiftSource: String { SwiftLiteral.floatingPoint(self) }
  package func expectation(of expression: String) -> String {
    isNaN ? "#expect(\(expression).isNaN)" : "#expect(\(expression) == \(swiftSource))"
  }
}

@available(SwiftStdlib 6.2, *)
extension SwiftLiteralRepresentable where Self: BinaryInteger {
  package var swiftSource: String { SwiftLiteral.integer(self) }
}

@available(SwiftStdlib 6.2, *)
extension Int: SwiftLiteralRepresentable {}
@available(SwiftStdlib 6.2, *)
extension Int8: SwiftLiteralRepresentable {}
@available(SwiftStdlib 6.2, *)
extension Int16: SwiftLiteralRepresentable {}
@available(SwiftStdlib 6.2, *)
extension Int32: SwiftLiteralRepresentable {}
@available(SwiftStdlib 6.2, *)
extension Int64: SwiftLiteralRepresentable {}
@available(SwiftStdlib 6.2, *)
extension UInt: SwiftLiteralRepresentable {}
@available(SwiftStdlib 6.2, *)
extension UInt8: SwiftLiteralRepresentable {}
@available(SwiftStdlib 6.2, *)
extension UInt16: SwiftLiteralRepresentable {}
@available(SwiftStdlib 6.2, *)
extension UInt32: SwiftLiteralRepresentable {}
@available(SwiftStdlib 6.2, *)
extension UInt64: SwiftLiteralRepresentable {}
@available(SwiftStdlib 6.2, *)
extension Bool: SwiftLiteralRepresentable { package var swiftSource: String { SwiftLiteral.boolean(self) } }
@available(SwiftStdlib 6.2, *)
extension String: SwiftLiteralRepresentable {
  package var swiftSource: String { SwiftLiteral.text(self, as: .literal) }
  package var expectedSource: String { SwiftLiteral.expected(self) }
}
@available(SwiftStdlib 6.2, *)
extension RGB: SwiftLiteralRepresentable { package var swiftSource: String { SwiftLiteral.rgb(self) } }
@available(SwiftStdlib 6.2, *)
extension Destination: SwiftLiteralRepresentable { package var swiftSource: String { SwiftLiteral.destination(self) } }

@available(SwiftStdlib 6.2, *)
extension Optional: SwiftLiteralRepresentable where Wrapped: SwiftLiteralRepresentable {
  /// The wrapped value's source, or `nil`.
  package var swiftSource: String { map(\.swiftSource) ?? "nil" }
  package var expectedSource: String { map(\.expectedSource) ?? "nil" }

  /// A wrapped NaN is checked as `expression?.isNaN == true`; anything else by equality.
  package func expectation(of expression: String) -> String {
    if case .some(let wrapped) = self, let number = wrapped as? any FloatingPoint, number.isNaN {
      return "#expect(\(expression)?.isNaN == true)"
    }
    return "#expect(\(expression) == \(expectedSource))"
  }
}

@available(SwiftStdlib 6.2, *)
extension Array: SwiftLiteralRepresentable where Element: SwiftLiteralRepresentable {
  /// `[a, b, c]`.
  package var swiftSource: String { "[" + map(\.swiftSource).joined(separator: ", ") + "]" }
}

@available(SwiftStdlib 6.2, *)
extension Set: SwiftLiteralRepresentable where Element: SwiftLiteralRepresentable & Comparable {
  /// `[a, b, c]` in ascending order, so that equal sets are written alike.
  package var swiftSource: String { "[" + sorted().map(\.swiftSource).joined(separator: ", ") + "]" }
}
