// @testable because JSONWriter is internal: its pieces (a key with its comma, quotes and colon; a
// number's digits) are written after one capacity check each, and only a writer started small
// shows that every kind of piece grows the buffer correctly wherever the edge falls.
import Testing

@testable import Playground

@Suite("JSONWriter: pieces written straight into the buffer")
struct JSONWriterTests {
  @Test("writes the same text wherever the buffer has to grow", arguments: 0..<48)
  func growsAtEveryOffset(padding: Int) {
    var json = JSONWriter(capacity: 16)
    json.beginObject()
    json.key("pad"); json.string(String(repeating: "x", count: padding))
    json.key("sequence"); json.integer(-1_234_567)
    json.key("ratio"); json.number(-0.05)
    json.key("long"); json.number(0.1 + 0.2)
    json.key("flag"); json.bool(true)
    json.key("none"); json.null()
    json.key("list"); json.beginArray(); json.integer(Int.min); json.number(2.5); json.beginObject(); json.endObject(); json.endArray()
    json.endObject()
    let pad = String(repeating: "x", count: padding)
    #expect(json.text == #"{"pad":"\#(pad)","sequence":-1234567,"ratio":-0.05,"long":0.30000000000000004,"flag":true,"none":null,"list":[-9223372036854775808,2.5,{}]}"#)
  }
}
