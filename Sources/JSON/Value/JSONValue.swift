/// A JSON document held as a Swift value, object members in their written order.
///
/// Integers and other numbers are kept apart: text without a fraction or an exponent that fits
/// an `Int` is an ``integer(_:)``, every other number a ``number(_:)``, so `9007199254740993`
/// stays exact and `-0` keeps its sign. Objects are arrays of members rather than dictionaries,
/// so text written from a value lists its members in the order they were given.
///
/// ```swift
/// let value: JSONValue = ["written": 0.75, "count": 2]
/// value["written"]              // Optional(.number(0.75))
/// value.serialized()            // {"written":0.75,"count":2}
/// try JSONValue(parsing: "[1, -0, 2.5]")   // .array([.integer(1), .number(-0.0), .number(2.5)])
/// ```
@available(SwiftStdlib 6.2, *)
public enum JSONValue: Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number written without a fraction or an exponent that fits `Int`.
  case integer(Int)
  /// Any other number. Parsing gives a non-finite one for `NaN`, `Infinity` or a number beyond
  /// `Double`'s range; writing spells a non-finite one as a string (see ``serialized()``).
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object: its members in order, each name once.
  case object([(key: String, value: JSONValue)])
}
