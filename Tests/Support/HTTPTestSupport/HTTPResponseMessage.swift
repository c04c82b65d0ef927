import Foundation

/// A response as the test client received it.
@available(SwiftStdlib 6.2, *)
public struct HTTPResponseMessage: Sendable {
  /// The status code.
  public let status: Int
  /// Header fields by lower-cased name (the last value wins).
  public let headers: [String: String]
  /// The body bytes, de-chunked.
  public let body: [UInt8]

  /// The body as UTF-8 text.
  public var text: String { String(decoding: body, as: UTF8.self) }

  /// The header value for a name, compared without case.
  /// - Parameter name: The header name.
  public func header(_ name: String) -> String? { headers[name.lowercased()] }

  /// The body decoded as JSON into `type`.
  /// - Parameter type: The type to decode.
  /// - Returns: The value.
  public func decode<Value: Decodable>(_ type: Value.Type = Value.self) throws -> Value {
    try JSONDecoder().decode(type, from: Data(body))
  }

  /// The `{"error":{"status":…,"message":…}}` body, when the response has one.
  public var errorBody: ErrorBody? { try? decode(ErrorEnvelope.self).error }

  /// The inner part of the server's JSON error body.
  public struct ErrorBody: Decodable, Sendable, Equatable {
    /// The status repeated in the body.
    public let status: Int
    /// The message.
    public let message: String

    /// Creates an expected error body, for comparisons.
    /// - Parameters:
    ///   - status: The status code.
    ///   - message: The message.
    public init(status: Int, message: String) {
      self.status = status
      self.message = message
    }
  }

  private struct ErrorEnvelope: Decodable {
    let error: ErrorBody
  }
}
