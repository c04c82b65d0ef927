/// A request for ``HTTPClient``: method, path, headers and body, serialized by hand so tests can
/// send exactly what they mean.
@available(SwiftStdlib 6.2, *)
public struct HTTPRequestMessage: Sendable {
  /// The method token.
  public var method: String
  /// The request target (path and query), sent verbatim.
  public var path: String
  /// Header fields in order.
  public var headers: [(String, String)]
  /// The body; `Content-Length` is added for a non-empty body unless ``chunked`` is set.
  public var body: [UInt8]
  /// Sends the body with `Transfer-Encoding: chunked` in chunks of this size.
  public var chunked: Int?
  /// Leaves out the `Host` header entirely.
  public var omitHost = false

  /// Creates a request.
  /// - Parameters:
  ///   - method: The method.
  ///   - path: The target.
  ///   - headers: Header fields.
  ///   - body: The body.
  ///   - chunked: Chunk size for a chunked body, or `nil` for `Content-Length`.
  public init(method: String, path: String, headers: [(String, String)] = [], body: [UInt8] = [], chunked: Int? = nil) {
    self.method = method
    self.path = path
    self.headers = headers
    self.body = body
    self.chunked = chunked
  }

  /// The bytes on the wire.
  /// - Parameter defaultHost: The `Host` value used when the request names none.
  /// - Returns: Head and body.
  public func serialized(defaultHost: String) -> [UInt8] {
    var head = "\(method) \(path) HTTP/1.1\r\n"
    if !omitHost, !headers.contains(where: { $0.0.lowercased() == "host" }) { head += "Host: \(defaultHost)\r\n" }
    for (name, value) in headers { head += "\(name): \(value)\r\n" }
    if let chunked {
      head += "Transfer-Encoding: chunked\r\n\r\n"
      var bytes = Array(head.utf8)
      var offset = 0
      while offset < body.count {
        let chunk = body[offset..<min(body.count, offset + chunked)]
        bytes += Array("\(String(chunk.count, radix: 16))\r\n".utf8) + chunk + Array("\r\n".utf8)
        offset += chunk.count
      }
      return bytes + Array("0\r\n\r\n".utf8)
    }
    if !body.isEmpty || ["POST", "PUT", "PATCH"].contains(method) { head += "Content-Length: \(body.count)\r\n" }
    return Array((head + "\r\n").utf8) + body
  }
}
