import JSON
import Testing

@Suite("JSONText: documents written member by member")
struct JSONTextTests {
  private enum Keys {
    static let written = JSONText.Key("written"), readBack = JSONText.Key("readBack")
    static let nested = JSONText.Key("nested"), items = JSONText.Key("items"), flag = JSONText.Key("flag")
  }

  private func text(_ object: consuming JSONText.Object) -> String {
    String(decoding: object.finish(), as: UTF8.self)
  }

  @Test("writes values, texts, kept members and nested objects in the order given")
  func membersInOrder() throws {
    var object = JSONText.Object(capacity: 8)
    object.value(Keys.written, .number(0.25))
    object.members(JSONText.members([("name", "a \"b\""), ("count", 2)]))
    let inner = object.object(Keys.nested) { nested in
      nested.value(Keys.flag, .bool(true))
      return 7
    }
    object.text(Keys.items, JSONText.array([Array("1".utf8), Array(#"{"x":null}"#.utf8)]))
    let written = text(object)
    #expect(inner == 7)
    #expect(written == #"{"written":0.25,"name":"a \"b\"","count":2,"nested":{"flag":true},"items":[1,{"x":null}]}"#)
    #expect(try JSONValue(parsing: written)["nested"]?["flag"] == .bool(true))
  }

  @Test("a repeated value is a copy of the text written for it")
  func repeatedText() {
    var object = JSONText.Object()
    let first = object.value(Keys.written, .number(Double(Float(0.35))))
    object.repeated(Keys.readBack, first)
    #expect(text(object) == #"{"written":0.3499999940395355,"readBack":0.3499999940395355}"#)
  }

  @Test(
    "sameAs copies only a number equal to the bit, and writes every other value afresh",
    arguments: [
      (JSONValue.number(0.75), JSONValue.number(0.75), #"{"written":0.75,"readBack":0.75}"#),
      (.number(-0.0), .number(0.0), #"{"written":-0,"readBack":0}"#),
      (.number(0.0), .integer(0), #"{"written":0,"readBack":0}"#),
      (
        ["b": 1, "a": 2] as JSONValue, ["a": 2, "b": 1] as JSONValue,
        #"{"written":{"b":1,"a":2},"readBack":{"a":2,"b":1}}"#
      ),
      (.number(.nan), .number(.nan), #"{"written":"nan","readBack":"nan"}"#),
    ])
  func sameAs(earlier: JSONValue, value: JSONValue, expected: String) {
    var object = JSONText.Object()
    let first = object.value(Keys.written, earlier)
    object.value(Keys.readBack, value, sameAs: (earlier, first))
    #expect(text(object) == expected)
  }
}
