import JSON

extension PlaygroundApp {
  /// `body` parsed as JSON; 400 when it is not.
  static func json(_ body: [UInt8]) throws(PlaygroundError) -> JSONValue {
    do throws(JSONSyntaxError) { return try JSONValue(parsing: body) } catch {
      throw .malformed("malformed JSON: \(error)")
    }
  }

  /// `body` read strictly as an object (``JSONObjectReader``); no body at all reads as `{}`.
  ///
  /// - Throws: 400 for a body that is not JSON, 422 for one that is not an object, names a
  ///   member the operation does not know or lacks one it needs.
  static func object(_ body: [UInt8], required: [String] = [], optional: [String] = []) throws(PlaygroundError) -> JSONObjectReader {
    let json = body.isEmpty ? [:] : try json(body)
    do throws(JSONDecodingError) {
      return try JSONObjectReader(json, required: required, optional: optional)
    } catch {
      throw .invalid(error)
    }
  }
}

extension PlaygroundError {
  /// 422 for JSON that is not what the operation reads, with the decoding error's place.
  static func invalid(_ error: JSONDecodingError) -> PlaygroundError {
    PlaygroundError(.invalid, error.description)
  }
}
