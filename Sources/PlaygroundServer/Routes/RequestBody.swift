import HTTPServer
import JSON
import Playground

/// How every route reads what a request carries: its body as JSON or as a strict object, and
/// its integer query parameters.
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
    do throws(JSONDecodingError) {
      return try JSONObjectReader(json, required: required, optional: optional)
    } catch {
      throw .invalid(error)
    }
  }

  /// Query parameter `name` of `request` as an integer in `range`, `value` when it is absent;
  /// 400 for anything else.
  static func query(
    _ request: Request, _ name: String, default value: Int, in range: ClosedRange<Int>
  ) throws(PlaygroundError) -> Int {
    guard let text = request.query[name] else { return value }
    guard let number = Int(text), range.contains(number) else {
      throw .malformed("\(name) must be an integer from \(range.lowerBound) to \(range.upperBound), got \"\(text)\"")
    }
    return number
  }
}
