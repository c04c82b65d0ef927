public import Foundation

extension Request {
  /// Decodes the JSON body as `type`.
  ///
  /// A body that is not JSON at all throws `400 Bad Request`; JSON of the wrong shape throws
  /// `422 Unprocessable Content`. Both carry a message naming the problem.
  ///
  /// ```swift
  /// struct Rename: Decodable { let name: String }
  /// let rename = try request.decode(Rename.self)   // body {"name":"speed"} -> Rename(name: "speed")
  /// ```
  /// - Parameters:
  ///   - type: The type to decode.
  ///   - decoder: The decoder; `nil` (the default) uses one shared default `JSONDecoder`.
  /// - Returns: The decoded value.
  /// - Throws: ``HTTPError`` with status `400` or `422`.
  public func decode<Value: Decodable>(_ type: Value.Type = Value.self, decoder: JSONDecoder? = nil) throws -> Value {
    guard !body.isEmpty else { throw HTTPError.badRequest("request body is empty; expected JSON") }
    do {
      return try (decoder ?? Self.sharedDecoder).decode(type, from: Data(body))
    } catch {
      // Only on failure: tell syntax errors apart from shape errors by parsing once more.
      guard (try? JSONSerialization.jsonObject(with: Data(body), options: .fragmentsAllowed)) != nil else {
        throw HTTPError.badRequest("malformed JSON")
      }
      throw HTTPError(.unprocessableContent, Self.describe(error))
    }
  }

  /// `JSONDecoder` is `Sendable` and only reads its options while decoding.
  private static let sharedDecoder = JSONDecoder()

  private static func describe(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "undecodable JSON" }
    switch error {
    case .keyNotFound(let key, let context):
      return "missing key \(path(context.codingPath + [key]))"
    case .typeMismatch(let type, let context):
      return "expected \(type) at \(path(context.codingPath))"
    case .valueNotFound(let type, let context):
      return "expected \(type) at \(path(context.codingPath)), found null"
    case .dataCorrupted(let context):
      return "invalid value at \(path(context.codingPath))"
    @unknown default:
      return "undecodable JSON"
    }
  }

  private static func path(_ codingPath: [any CodingKey]) -> String {
    codingPath.isEmpty
      ? "the top level" : codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
  }
}
