import JSON
import Testing

@Suite("JSONObjectReader: strict objects")
struct ObjectReaderTests {
  /// The message reading `json` with `required` and `optional` members throws, or `nil`.
  private static func refusal(_ json: JSONValue, required: [String] = [], optional: [String] = []) -> String? {
    do throws(JSONDecodingError) {
      _ = try JSONObjectReader(json, at: ["body"], required: required, optional: optional)
      return nil
    } catch {
      return error.description
    }
  }

  @Test("refuses what is not an object, the first unknown member and the first missing one, naming the place")
  func refusals() {
    #expect(Self.refusal([1, 2], required: ["value"]) == "body: expected an object, got an array")
    #expect(
      Self.refusal(["valu": 1, "value": 2], required: ["value"], optional: ["transaction"])
        == #"body: unknown member "valu"; expected value, transaction"#)
    #expect(Self.refusal(["x": 1]) == #"body: unknown member "x"; expected no members"#)
    #expect(
      Self.refusal(["transaction": nil], required: ["value"], optional: ["transaction"])
        == #"body: missing member "value""#)
    #expect(Self.refusal(["value": 1], required: ["value"], optional: ["transaction"]) == nil)
    #expect(Self.refusal([:]) == nil)
  }

  @Test("reads members as the type asked for, and says what was there instead")
  func types() throws {
    let object = try JSONObjectReader(
      ["name": "ada", "count": 3, "on": true, "list": [1], "inner": ["a": 1], "wrong": 1.5],
      optional: ["name", "count", "on", "list", "inner", "wrong", "absent"])
    #expect(try object.string("name") == "ada")
    #expect(try object.integer("count") == 3)
    #expect(try object.bool("on") == true)
    #expect(try object.array("list") == [1])
    #expect(try object.object("inner", required: ["a"])?["a"] == 1)
    #expect(try object.string("absent") == nil)
    #expect(throws: JSONDecodingError(path: ["wrong"], reason: "expected an integer, got a number")) {
      try object.integer("wrong")
    }
    #expect(throws: JSONDecodingError(path: ["count"], reason: "expected a string, got a number")) {
      try object.string("count")
    }
    #expect(throws: JSONDecodingError(path: ["name"], reason: "expected true or false, got a string")) {
      try object.bool("name")
    }
    #expect(throws: JSONDecodingError(path: ["inner"], reason: #"unknown member "a"; expected b"#)) {
      try object.object("inner", optional: ["b"])
    }
    #expect(object.error(at: "name", "too short").description == "name: too short")
  }
}
