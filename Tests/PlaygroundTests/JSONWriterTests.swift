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

  @Test("writes every animation curve as the API reads it, named as Bindings names it", arguments: [
    #"{"curve":"linear","duration":0.2,"delay":0,"speed":1}"#,
    #"{"curve":"easeIn","duration":1,"delay":0.1,"speed":2}"#,
    #"{"curve":"easeOut","duration":0.35,"delay":0,"speed":0.5}"#,
    #"{"curve":"easeInOut","duration":2.5,"delay":3,"speed":1}"#,
    #"{"curve":"spring","response":0.55,"dampingFraction":0.825,"delay":0,"speed":1}"#,
  ])
  func animations(text: String) throws {
    let animation = try AnimationJSON.animation(from: JSONValue(parsing: text))
    var json = JSONWriter()
    json.animation(animation)
    #expect(json.text == text)
    #expect(json.text.hasPrefix(#"{"curve":"\#(animation.curve.name)","#))
  }

  @Test("writes a recorded value again, without the comma before it, after the buffer grew")
  func recordedValues() {
    var json = JSONWriter(capacity: 16)
    json.beginArray()
    json.integer(1)
    let recorded = json.recording { $0.value(["a": [0.25, "x"]]) }
    json.string(String(repeating: "y", count: 40))
    json.again(recorded)
    json.beginObject(); json.key("k"); json.again(recorded); json.endObject()
    json.endArray()
    let y = String(repeating: "y", count: 40)
    #expect(json.text == #"[1,{"a":[0.25,"x"]},"\#(y)",{"a":[0.25,"x"]},{"k":{"a":[0.25,"x"]}}]"#)
  }

  /// Pairs of an earlier value and one written after it: equal or not, printing alike or not.
  static let reusePairs: [(JSONValue, JSONValue)] = [
    (.number(0.75), .number(0.75)), (.integer(1), .number(1)), (.number(-0.0), .number(0)),
    (.number(0.1), .number(Double(Float(0.1)))), (.integer(9_007_199_254_740_993), .number(9_007_199_254_740_992)),
    (.string("\u{E9}"), .string("e\u{301}")), (.object([("a", 1), ("b", 2)]), .object([("b", 2), ("a", 1)])),
    (.bool(true), .bool(true)), (.null, .null), (.number(.nan), .number(.nan)),
  ]

  @Test("a value written by reusing an earlier one's text reads as if written afresh", arguments: reusePairs)
  func reusedValues(earlier: JSONValue, value: JSONValue) {
    var json = JSONWriter()
    json.beginArray()
    let earlierText = json.recording { $0.value(earlier) }
    let valueText = json.value(value, reusing: earlierText, of: earlier)
    json.again(valueText)
    json.endArray()
    let fresh = value.serialized()
    #expect(json.text == "[\(earlier.serialized()),\(fresh),\(fresh)]")
  }

  @Test("writes the committed transaction as its own text whether or not it is the binding's", arguments: [
    (#"{"animation": {"curve": "easeInOut", "duration": 0.35}}"#, #"{"animation": {"curve": "easeInOut", "duration": 0.35}}"#),
    (#"{"animation": {"curve": "easeInOut", "duration": 0.35}}"#, #"{"animation": {"curve": "easeInOut", "duration": 0.5}}"#),
    (#"{"animation": null}"#, #"{"disablesAnimations": true}"#),
    (#"{"animation": null}"#, nil),
  ])
  func committedTransactions(binding: String, committed: String?) throws {
    let bindingTransaction = try TransactionJSON.transaction(from: JSONValue(parsing: binding))
    var transactions = WriteTransactions(binding: bindingTransaction, ambient: nil)
    transactions.committed = try committed.map {
      WriteTransactions.Reported(try TransactionJSON.transaction(from: JSONValue(parsing: $0)))
    }
    var json = JSONWriter()
    json.transactions(transactions)
    let expected = try committed.map(Self.bindingText) ?? "null"
    #expect(json.text.contains(#""committed":\#(expected),"#), "\(json.text)")
  }

  /// How the writer shows `transaction` as a binding's, which it always writes out in full.
  private static func bindingText(_ transaction: String) throws -> String {
    var json = JSONWriter()
    json.transactions(WriteTransactions(binding: try TransactionJSON.transaction(from: JSONValue(parsing: transaction)), ambient: nil))
    return try #require(try JSONValue(parsing: json.text)["binding"]).serialized()
  }
}

@Suite("Float values: the decimal Swift prints, found without printing")
struct FloatJSONTests {
  @Test("a Float's JSON holds the Double of its shortest description")
  func matchesDescription() throws {
    // Steps of 3 × 10^-4 and odd steps through the short path's range (below 128), its edges, and
    // pseudo-random bit patterns of every magnitude.
    var floats = stride(from: -128.0, through: 128.0, by: 0.0003).map { Float($0) }
    floats += stride(from: -130.0, through: 130.0, by: 0.000_73).map { Float($0) }
    floats += [0, -0.0, 127.9999, 128, -128, 1e-4, 1e-5, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 0.1, 0.35]
    var state: UInt32 = 0x9E37_79B9
    for _ in 0..<100_000 {
      state = state &* 1_664_525 &+ 1_013_904_223
      floats.append(Float(bitPattern: state))
    }
    for float in floats where float.isFinite {
      let expected = try #require(Double(float.description))
      guard case .number(let number) = float.json else {
        Issue.record("\(float) is not a number")
        continue
      }
      #expect(number.bitPattern == expected.bitPattern || (number == 0 && expected == 0), "\(float)")
    }
  }
}
