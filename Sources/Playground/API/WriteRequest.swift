import Bindings

/// A decoded `POST /api/bindings/{id}` body: the value still as JSON (only the binding knows its
/// type) and the optional ambient transaction.
struct WriteRequest {
  var value: JSONValue
  var ambient: Transaction?

  /// Reads the body: 400 when it is not JSON; a body of the wrong shape is returned as a
  /// rejection, because its 422 reports the root, which only the world lock can read.
  ///
  /// Runs outside the world lock: parsing needs no ordering.
  ///
  /// - Parameter body: The request body.
  /// - Returns: The request, or why its shape is wrong.
  static func parse(_ body: [UInt8]) throws(PlaygroundError) -> Result<WriteRequest, ValueRejection> {
    // The usual body, `{"value": …}` alone, is read without building the object; any other
    // body, a malformed one included, takes the full parse and its error messages.
    if let value = JSONValue.soleMember("value", of: body) {
      return .success(WriteRequest(value: value, ambient: nil))
    }
    let json: JSONValue
    do throws(JSONSyntaxError) {
      json = try JSONValue(parsing: body)
    } catch {
      throw .badRequest("malformed JSON: \(error)")
    }
    do throws(ValueRejection) {
      let (value, ambient) = try members(of: json)
      return .success(WriteRequest(value: value, ambient: ambient))
    } catch {
      return .failure(error)
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
