import JSON

@available(SwiftStdlib 6.2, *)
extension Request {
  /// Decodes the JSON body as `type`.
  ///
  /// The body is read by the JSON module's strict parser, then decoded by its
  /// `JSONValueDecoder`. A body that is not JSON throws `400 Bad Request` naming the byte
  /// where reading stopped; JSON of the wrong shape throws `422 Unprocessable Content` naming
  /// the member and what was expected.
  ///
  /// ```swift
  /// struct Rename: Decodable { let name: String }
  /// let rename = try request.decode(Rename.self)   // body {"name":"speed"} -> Rename(name: "speed")
  /// // body {"name": 5} -> throws 422 "name: expected a String, got 5"
  /// ```
  /// - Parameter type: The type to decode.
  /// - Returns: The decoded value.
  /// - Throws: ``HTTPError`` with status `400` or `422`, or what `type`'s `init(from:)` throws
  ///   besides a `DecodingError` (mapped like any handler's error).
  public func decode<Value: Decodable>(_ type: Value.Type = Value.self) throws -> Value {
    guard !body.isEmpty else { throw HTTPError.badRequest("request body is empty; expected JSON") }
    let json: JSONValue
    do throws(JSONSyntaxError) {
      json = try JSONValue(parsing: body)
    } catch {
      throw HTTPError.badRequest("malformed JSON: \(error)")
    }
    do {
      return try JSONValueDecoder().decode(type, from: json)
    } catch let error as JSONDecodingError {
      throw HTTPError(.unprocessableContent, error.description)
    }
  }
}
