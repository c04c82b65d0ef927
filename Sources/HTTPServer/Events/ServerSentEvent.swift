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

  /// Whether `text` holds a byte that can begin a line break: CR, LF, VT, FF, NEL (C2 85) or
  /// U+2028/U+2029 (E2 80 A8/A9).
  ///
  /// Eight bytes at a time: a word with no byte below 0x0E and none above 0x7F cannot hold one,
  /// and JSON, the usual data, is nearly all such words. Byte by byte, this scan was a tenth of a
  /// playground write in callgrind.
  private static func mayContainLineBreak(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      var index = 0
      while index < bytes.count {
        if index + 8 <= bytes.count {
          let word = UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)
          let low = (word &- 0x0E0E_0E0E_0E0E_0E0E) & ~word & 0x8080_8080_8080_8080
          if low | (word & 0x8080_8080_8080_8080) == 0 {
            index += 8
            continue
          }
        }
        if beginsLineBreak(bytes, at: index) { return true }
        index += 1
      }
      return false
    }
  }

  private static func beginsLineBreak(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
    switch bytes[index] {
    case 0x0A...0x0D: true
    case 0xC2: index + 1 < bytes.count && bytes[index + 1] == 0x85
    case 0xE2: index + 2 < bytes.count && bytes[index + 1] == 0x80 && bytes[index + 2] & 0xFE == 0xA8
    default: false
    }
  }

  static func comment(_ text: String) -> [UInt8] {
    Array(": \(singleLine(text))\n\n".utf8)
  }

  /// Removes line breaks so a field cannot inject further fields.
  private static func singleLine(_ text: String) -> String {
    mayContainLineBreak(text) ? String(text.filter { !$0.isNewline }) : text
  }
}
