import HTTPServer
import JSON
import Playground

/// How every route reads a request's body: as JSON or as a strict object.
@available(SwiftStdlib 6.2, *)
enum RequestBody {
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
  static func object(_ body: [UInt8], required: [String] = [], optional: [String] = []) throws(PlaygroundError)
    -> JSONObjectReader
  {
    let json = body.isEmpty ? [:] : try json(body)
    return try PlaygroundError.decoding { () throws(JSONDecodingError) in
      try JSONObjectReader(json, required: required, optional: optional)
    }
  }
}
