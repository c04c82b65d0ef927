import HTTPServer
import Testing

@Suite("Server-sent event encoding")
struct ServerSentEventTests {
  private func encoded(_ event: ServerSentEvent) -> String {
    String(decoding: event.encoded(), as: UTF8.self)
  }

  @Test func oneLineOfDataIsOneDataField() {
    let json = #"{"binding":"progress.mapped","written":0.75,"label":"é 😀 — done"}"#
    #expect(
      encoded(ServerSentEvent(event: "commit", id: "42", data: json)) == "event: commit\nid: 42\ndata: \(json)\n\n")
  }

  @Test(arguments: ["\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"])
  func everyLineBreakStartsANewDataField(lineBreak: String) {
    // Breaks at several offsets, after other bytes or at the start.
    for offset in [0, 1, 7, 8, 9, 15, 16, 23] {
      let first = String(repeating: "a", count: offset)
      let text = encoded(ServerSentEvent(data: first + lineBreak + "tail"))
      #expect(text == "data: \(first)\ndata: tail\n\n", "break \(lineBreak.unicodeScalars.map(\.value)) at \(offset)")
    }
  }

  @Test func lineBreaksInEventNamesAndIDsAreDropped() {
    #expect(encoded(ServerSentEvent(event: "com\nmit", id: "4\r2", data: "x")) == "event: commit\nid: 42\ndata: x\n\n")
  }
}
