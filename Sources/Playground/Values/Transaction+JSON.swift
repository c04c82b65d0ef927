import Bindings
import JSON

@available(SwiftStdlib 6.2, *)
extension Transaction {
  /// The transaction in its `Codable` form (`{"animation", "disablesAnimations"}`), as every
  /// record and answer carries it.
  ///
  /// That conformance writes a Bool and an optional `Animation` (a String and Doubles) through
  /// one keyed container each, which is none of what makes `JSONValueEncoder` throw
  /// (nothing encoded, two containers at one place, an integer beyond `Int`): a failure would
  /// be a broken conformance, a programming error that the tests of every curve would show.
  var json: JSONValue {
    do {
      return try JSONValue(encoding: self)
    } catch {
      preconditionFailure("Transaction's Codable form failed to encode: \(error)")
    }
  }
}
