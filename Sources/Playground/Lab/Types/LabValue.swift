import JSON

/// A value type the lab offers: one of a closed set (``LabType/all``), read and shown as JSON
/// like every playground value, `Hashable` because mapping parameters of that type are part of
/// a mapping's identity, `Sendable` because its `State` is shared by the server's threads.
///
/// Each type brings the samples the round-trip laws are checked over; its values are written
/// into the code the lab shows (`.clamped(to: 0.0...1.0)`) by the one Swift literal writer,
/// ``SwiftLiteralRepresentable/swiftSource``, as an exported test writes them, so that code compiles.
@available(SwiftStdlib 6.2, *)
protocol LabValue: PlaygroundValue, Hashable, Sendable, SwiftLiteralRepresentable {
  /// A few pointed values for the laws: zero, a fraction, a bound, a value beyond a narrower
  /// type. At most six, because a law check costs roots × members² writes.
  static var labSamples: [Self] { get }
}

/// A lab type `.to(_:)` reads as a floating-point number.
@available(SwiftStdlib 6.2, *)
protocol LabFloatingPoint: LabValue, BinaryFloatingPoint, LabComparable, LabText {}

/// A lab type `.to(_:)` reads as an integer.
@available(SwiftStdlib 6.2, *)
protocol LabInteger: LabValue, BinaryInteger, LabComparable, LabText {}

/// A lab type with an order: `.clamped(to:)`, and hooks that fire above or below a value.
@available(SwiftStdlib 6.2, *)
protocol LabComparable: LabValue, Comparable {
  /// The range `.clamped(to:)` offers first, such as `0.0...1.0`.
  static var labBounds: (lower: Self, upper: Self) { get }
  /// The value a hook's condition compares with first, such as `0.8` for "above 0.8".
  static var labThreshold: Self { get }
}

@available(SwiftStdlib 6.2, *)
extension LabFloatingPoint {
  static var labBounds: (lower: Self, upper: Self) { (0, 1) }
  static var labThreshold: Self { 0.8 }
}

@available(SwiftStdlib 6.2, *)
extension LabInteger {
  static var labBounds: (lower: Self, upper: Self) { (0, 10) }
  static var labThreshold: Self { 5 }
}

/// A lab type that is its own text: `.parsed(onRejection:)` and `.parsed(fallback:)`.
@available(SwiftStdlib 6.2, *)
protocol LabText: LabValue, LosslessStringConvertible {}
