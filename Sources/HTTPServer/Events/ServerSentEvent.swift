/// One Server-Sent Event: an optional type and id, and its data.
///
/// ```swift
/// let event = ServerSentEvent(event: "update", id: "7", data: "{\"x\":1}")
/// String(decoding: event.encoded(), as: UTF8.self)   // "event: update\nid: 7\ndata: {\"x\":1}\n\n"
/// ```
@available(SwiftStdlib 6.2, *)
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
    var bytes: [UInt8] = []
    bytes.reserveCapacity(data.utf8.count + 64)
    if let event { Self.append(field: "event", Self.singleLine(event), to: &bytes) }
    if let id { Self.append(field: "id", Self.singleLine(id), to: &bytes) }
    if Self.containsLineBreak(data) {
      for line in data.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
        Self.append(field: "data", line, to: &bytes)
      }
    } else {
      // One line, the usual case for JSON: no need to split it into Characters.
      Self.append(field: "data", data, to: &bytes)
    }
    bytes.append(UInt8(ascii: "\n"))
    return bytes
  }

  private static func append(field: String, _ value: some StringProtocol, to bytes: inout [UInt8]) {
    bytes += field.utf8
    bytes += ": ".utf8
    bytes += value.utf8
    bytes.append(UInt8(ascii: "\n"))
  }

  /// Whether `text` holds a line break as `Character.isNewline` sees one: LF, VT, FF, CR, NEL
  /// (C2 85), U+2028 or U+2029 (E2 80 A8/A9).
  private static func containsLineBreak(_ text: String) -> Bool {
    var previous: (UInt8, UInt8) = (0, 0)
    for byte in text.utf8 {
      switch byte {
      case 0x0A...0x0D: return true
      case 0x85 where previous.1 == 0xC2: return true
      case 0xA8...0xA9 where previous == (0xE2, 0x80): return true
      default: previous = (previous.1, byte)
      }
    }
    return false
  }

  static func comment(_ text: String) -> [UInt8] {
    Array(": \(singleLine(text))\n\n".utf8)
  }

  /// Removes line breaks so a field cannot inject further fields.
  private static func singleLine(_ text: String) -> String {
    containsLineBreak(text) ? String(text.filter { !$0.isNewline }) : text
  }
}
