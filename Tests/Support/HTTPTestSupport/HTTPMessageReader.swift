/// Reads response heads and bodies (framed by `Content-Length`, chunked encoding, or connection
/// close) from a connection.
@available(SwiftStdlib 6.2, *)
enum HTTPMessageReader {
  /// The status code and header fields by lower-cased name.
  static func readHead(from connection: SocketConnection) throws -> (status: Int, headers: [String: String]) {
    let statusLine = try connection.readLine()
    let parts = statusLine.split(separator: " ", maxSplits: 2)
    guard parts.count >= 2, parts[0].hasPrefix("HTTP/1."), let status = Int(parts[1]) else {
      throw SocketConnection.Failure.malformed("status line: \(statusLine)")
    }
    var headers: [String: String] = [:]
    while case let line = try connection.readLine(), !line.isEmpty {
      guard let colon = line.firstIndex(of: ":") else { throw SocketConnection.Failure.malformed("header: \(line)") }
      headers[line[..<colon].lowercased()] = String(line[line.index(after: colon)...].drop { $0 == " " })
    }
    return (status, headers)
  }

  static func readBody(from connection: SocketConnection, status: Int, headers: [String: String], isHead: Bool) throws
    -> [UInt8]
  {
    if isHead || status == 204 || status == 304 || (100..<200).contains(status) { return [] }
    if headers["transfer-encoding"]?.lowercased() == "chunked" {
      var body: [UInt8] = []
      while let chunk = try readChunk(from: connection) { body += chunk }
      return body
    }
    if let length = headers["content-length"].flatMap(Int.init) { return try connection.read(count: length) }
    return try connection.readToEnd()
  }

  /// One chunk of a chunked body, or `nil` after the last (and its trailer).
  static func readChunk(from connection: SocketConnection) throws -> [UInt8]? {
    let sizeLine = try connection.readLine()
    guard let size = Int(sizeLine.split(separator: ";").first ?? "", radix: 16) else {
      throw SocketConnection.Failure.malformed("chunk size: \(sizeLine)")
    }
    if size == 0 {
      while try !connection.readLine().isEmpty {}
      return nil
    }
    let chunk = try connection.read(count: size)
    _ = try connection.readLine()
    return chunk
  }
}
