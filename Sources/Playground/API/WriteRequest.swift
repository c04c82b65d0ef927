import Bindings
import JSON

/// A decoded `POST /api/bindings/{id}` body: the value still as JSON (only the binding knows its
/// type) and the optional ambient transaction, read by `Transaction`'s `Codable` conformance.
struct WriteRequest {
  var value: JSONValue
  var ambient: Transaction?

  /// Reads a parsed body.
  ///
  /// - Throws: Why the body is not `{"value": ..., "transaction": ...}`: its 422 reports the
  ///   root, which the journal reads under its lock (``PlaygroundJournal/refusal(ofWriteThrough:_:)``).
  init(_ json: JSONValue) throws(ValueRejection) {
    guard case .object(let members) = json else {
      throw ValueRejection(message: "the body must be an object {\"value\": ...}, got \(json.kindDescription)")
    }
    if let unknown = members.first(where: { $0.key != "value" && $0.key != "transaction" }) {
      throw ValueRejection(message: "unknown member \"\(unknown.key)\"; expected \"value\" and \"transaction\"")
    }
    guard let value = json["value"] else { throw ValueRejection(message: "missing \"value\"") }
    self.value = value
    switch json["transaction"] {
    case nil, .null?:
      ambient = nil
    case let transaction?:
      do {
        ambient = try JSONValueDecoder().decode(Transaction.self, from: transaction)
      } catch let error as JSONDecodingError {
        throw ValueRejection(message: JSONDecodingError(path: ["transaction"] + error.path, reason: error.reason).description)
      } catch {
        throw ValueRejection(message: "transaction: \(error)")
      }
    }
  }
}
