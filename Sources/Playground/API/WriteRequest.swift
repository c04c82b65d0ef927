import Bindings

/// A decoded `POST /api/bindings/{id}` body: the value still as JSON (only the binding knows its
/// type) and the optional ambient transaction.
struct WriteRequest {
  var value: JSONValue
  var ambient: Transaction?

  /// Reads the body: 400 when it is not JSON, 422 when it is JSON of the wrong shape.
  ///
  /// - Parameters:
  ///   - body: The request body.
  ///   - binding: The binding id, for rejection messages.
  ///   - root: The root's current value, reported unchanged in a rejection.
  init(body: [UInt8], binding: String, root: @autoclosure () -> JSONValue) throws(PlaygroundError) {
    let json: JSONValue
    do throws(JSONSyntaxError) {
      json = try JSONValue(parsing: body)
    } catch {
      throw .badRequest("malformed JSON: \(error)")
    }
    do throws(ValueRejection) {
      (value, ambient) = try Self.members(of: json)
    } catch {
      throw .rejected(binding: binding, reason: error.message, root: root())
    }
  }

  private static func members(of json: JSONValue) throws(ValueRejection) -> (JSONValue, Transaction?) {
    guard case .object(let members) = json else {
      throw ValueRejection(message: "the body must be an object {\"value\": ...}, got \(json.kindDescription)")
    }
    if let unknown = members.first(where: { $0.key != "value" && $0.key != "transaction" }) {
      throw ValueRejection(message: "unknown member \"\(unknown.key)\"; expected \"value\" and \"transaction\"")
    }
    guard let value = json["value"] else { throw ValueRejection(message: "missing \"value\"") }
    switch json["transaction"] {
    case nil, .null?: return (value, nil)
    case let transaction?: return (value, try TransactionJSON.transaction(from: transaction))
    }
  }
}
