import Bindings
package import JSON

/// A decoded `POST /api/bindings/{id}` body: the value still as JSON (only the binding knows its
/// type) and the optional ambient transaction, read by `Transaction`'s `Codable` conformance.
@available(SwiftStdlib 6.2, *)
package struct WriteRequest {
  package var value: JSONValue
  var ambient: Transaction?
  /// The ambient transaction as the request gave it (`null` for none), for a refused write's
  /// entry (``PlaygroundJournal/unloggedWrites()``).
  var transaction: JSONValue

  /// Reads a parsed body strictly.
  ///
  /// - Throws: Why the body is not `{"value": ..., "transaction": ...}`; the write's 422 reports
  ///   the root too, which the journal reads under its lock
  ///   (``PlaygroundJournal/refusal(ofWriteThrough:_:)``).
  package init(_ json: JSONValue) throws(JSONDecodingError) {
    let body = try JSONObjectReader(json, required: ["value"], optional: ["transaction"])
    value = body["value"] ?? .null
    transaction = body["transaction"] ?? .null
    switch body["transaction"] {
    case nil, .null?:
      ambient = nil
    case let transaction?:
      do {
        ambient = try JSONValueDecoder().decode(Transaction.self, from: transaction)
      } catch let error as JSONDecodingError {
        throw JSONDecodingError(path: ["transaction"] + error.path, reason: error.reason)
      } catch {
        throw JSONDecodingError(path: ["transaction"], reason: "\(error)")
      }
    }
  }
}
