/// One Server-Sent Event: an optional type and id, and its data.
///
/// ```swift
/// let event = ServerSentEvent(event: "update", id: "7", data: "{\"x\":1}")
/// String(decoding: event.encoded(), as: UTF8.self)   // "event: update\nid: 7\ndata: {\"x\":1}\n\n"
/// ```
public struct ServerSentEvent: Hashable, Sendable {
  /// The event type (`event:` field); `nil` means the default type, `message`.
  public var event: String?
  /// The event id (`id:` field), which browsers send back as `Last-Event-ID` on reconnect.
  public var id: String?
  /// The payload; each line becomes one `data:` field.
  public var data: String

  /// Creates an event.
  /// - Parameters:
  ///   - event: The event type; line breaks are removed.
  ///   - id: The event id; line breaks are removed.
  ///   - data: The payload; may span lines.
  public init(event: String? = nil, id: String? = nil, data: String) {
    self.event = event
    self.id = id
    self.data = data
  }

  /// The event in the `text/event-stream` wire format, ending with the blank line.
  /// - Returns: UTF-8 bytes.
  public func encoded() -> [UInt8] {
    var text = ""
    if let event { text += "event: \(Self.singleLine(event))\n" }
    if let id { text += "id: \(Self.singleLine(id))\n" }
    for line in data.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
      text += "data: \(line)\n"
    }
    text += "\n"
    return Array(text.utf8)
  }

  /// A comment line, which clients ignore; used for heartbeats.
  static func comment(_ text: String) -> [UInt8] {
    Array(": \(singleLine(text))\n\n".utf8)
  }

  /// Removes line breaks so a field cannot inject further fields.
  private static func singleLine(_ text: String) -> String {
    String(text.filter { !$0.isNewline })
  }
}
