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
    // Built as bytes: building a String and copying it out was most of a publish in callgrind.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(data.utf8.count + 64)
    if let event { Self.append(field: "event", Self.singleLine(event), to: &bytes) }
    if let id { Self.append(field: "id", Self.singleLine(id), to: &bytes) }
    if Self.mayContainLineBreak(data) {
      for line in data.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
        Self.append(field: "data", line, to: &bytes)
      }
    } else {
      // One line, the usual case for JSON: splitting by Characters cost a quarter of a playground
      // write under load (callgrind), so skip it when no byte could start a line break.
      Self.append(field: "data", data, to: &bytes)
    }
    bytes.append(UInt8(ascii: "\n"))
    return bytes
  }

  private static func append(field: StaticString, _ value: some StringProtocol, to bytes: inout [UInt8]) {
    bytes += UnsafeBufferPointer(start: field.utf8Start, count: field.utf8CodeUnitCount)
    bytes += ": ".utf8
    bytes += value.utf8
    bytes.append(UInt8(ascii: "\n"))
  }

  /// Whether `text` holds a line break as `Character.isNewline` sees one: CR, LF, VT, FF, NEL
  /// (C2 85 in UTF-8) or U+2028/U+2029 (E2 80 A8/A9). Exact, so that text with other non-ASCII
  /// characters (arrows, say) is not split by `Character`s for nothing.
  private static func mayContainLineBreak(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      for index in bytes.indices {
        switch bytes[index] {
        case 0x0A...0x0D: return true
        case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0x85: return true
        case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && bytes[index + 2] & 0xFE == 0xA8:
          return true
        default: continue
        }
      }
      return false
    }
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
