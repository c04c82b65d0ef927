import Bindings
import JSON

/// A decoded `POST /api/bindings/{id}` body: the value still as JSON (only the binding knows its
/// type) and the optional ambient transaction, read by `Transaction`'s `Codable` conformance.
struct WriteRequest {
  var value: JSONValue
  var ambient: Transaction?

  /// Reads the body: 400 when it is not JSON; a body of the wrong shape is returned as a
  /// rejection, because its 422 reports the root, which only the world lock may read.
  ///
  /// - Parameter body: The request body.
  /// - Returns: The request, or why its shape is wrong.
  static func parse(_ body: [UInt8]) throws(PlaygroundError) -> Result<WriteRequest, ValueRejection> {
    let json: JSONValue
    do throws(JSONSyntaxError) {
      json = try JSONValue(parsing: body)
    } catch {
      throw .badRequest("malformed JSON: \(error)")
    }
    do throws(ValueRejection) {
      return .success(try WriteRequest(json))
    } catch {
      return .failure(error)
    }
  }

  private init(_ json: JSONValue) throws(ValueRejection) {
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
