public import HTTPServer

/// Subscribes to a Server-Sent Events endpoint and reads events one at a time.
///
/// ```swift
/// let reader = try EventStreamReader(port: server.port, path: "/api/events")
/// stream.publish(event: "tick", data: "1")
/// try reader.next()   // ServerSentEvent(event: "tick", id: nil, data: "1")
/// ```
@available(SwiftStdlib 6.2, *)
public final class EventStreamReader {
  /// The response status of the subscription request.
  public let status: Int
  /// The response headers by lower-cased name.
  public let headers: [String: String]
  /// The connection, for closing it from the client side.
  public let connection: SocketConnection
  /// How many comment blocks (such as heartbeats) were skipped so far.
  public private(set) var commentCount = 0
  /// Received bytes not yet parsed into events.
  private var buffer: [UInt8] = []
  /// How far ``buffer`` is known to hold no blank line.
  private var scanned = 0

  /// Opens the stream.
  /// - Parameters:
  ///   - port: The server's port.
  ///   - path: The event stream's path.
  ///   - timeout: The longest a single read waits.
  public init(port: Int, path: String, timeout: Duration = .seconds(5)) throws {
    connection = try SocketConnection(port: port, timeout: timeout)
    let request = HTTPRequestMessage(method: "GET", path: path, headers: [("Accept", "text/event-stream")])
    try connection.write(request.serialized(defaultHost: "127.0.0.1:\(port)"))
    (status, headers) = try HTTPMessageReader.readHead(from: connection)
  }

  /// The next event, or `nil` when the server ended the stream; comments (heartbeats) are
  /// counted in ``commentCount`` and skipped.
  public func next() throws -> ServerSentEvent? {
    while true {
      // Only bytes that arrived since the last search are searched: a large event spans many chunks.
      if let end = buffer[max(0, scanned - 1)...].firstRange(of: [UInt8(ascii: "\n"), UInt8(ascii: "\n")]) {
        let block = String(decoding: buffer[..<end.lowerBound], as: UTF8.self)
        buffer.removeSubrange(..<end.upperBound)
        scanned = 0
        if let event = Self.parse(block) { return event }
        commentCount += 1
        continue
      }
      scanned = buffer.count
      guard let chunk = try HTTPMessageReader.readChunk(from: connection) else { return nil }
      buffer += chunk
    }
  }

  /// Closes the connection, as a browser tab going away would.
  public func close() { connection.close() }

  private static func parse(_ block: String) -> ServerSentEvent? {
    var event = ServerSentEvent(data: "")
    var dataLines: [String] = []
    for line in block.split(separator: "\n", omittingEmptySubsequences: false) where !line.hasPrefix(":") {
      let (field, value) =
        line.firstIndex(of: ":").map {
          (String(line[..<$0]), String(line[line.index(after: $0)...].drop { $0 == " " }))
        } ?? (String(line), "")
      switch field {
      case "event": event.event = value
      case "id": event.id = value
      case "data": dataLines.append(value)
      default: break
      }
    }
    guard !dataLines.isEmpty || event.event != nil else { return nil }
    event.data = dataLines.joined(separator: "\n")
    return event
  }
}
