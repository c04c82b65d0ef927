// @testable because the write body's short path (JSONValue.soleMember) and WriteRequest are
// internal: they must read `{"value": …}` as the full parse does and leave every other body,
// and every error message, to the full parse.
import Testing

@testable import Playground

@Suite("Write bodies: the short path for {\"value\": …} and the full parse behind it")
struct WriteRequestTests {
  /// The request `body` parses to, its error or its rejection, with the value's exact case.
  static func outcome(_ body: [UInt8]) -> String {
    do throws(PlaygroundError) {
      switch try WriteRequest.parse(body) {
      case .success(let request):
        let ambient = request.ambient.map { "disablesAnimations \($0.disablesAnimations)" } ?? "nil"
        return "value \(String(reflecting: request.value)), ambient \(ambient)"
      case .failure(let rejection):
        return "422 \(rejection.message)"
      }
    } catch {
      return "\(error.status.code) \(error.message)"
    }
  }

  @Test("reads a lone value member as the full parse does", arguments: [
    #"{"value": 0.25}"#, #"{"value":0.75}"#, " \n{\t\"value\"\r: -0.0 }\n ", #"{"value": 1}"#, #"{"value": -9223372036854775808}"#,
    #"{"value": 1e400}"#, #"{"value": NaN}"#, #"{"value": "x\u00e9\n"}"#, #"{"value": null}"#, #"{"value": false}"#,
    #"{"value": [1, [2.5, {"a": {}}]]}"#, #"{"value": {"value": 1}}"#, #"{"value": 0.123456789012345678}"#,
  ])
  func loneValue(body: String) throws {
    let short = try #require(JSONValue.soleMember("value", of: Array(body.utf8)))
    let full = try JSONValue(parsing: body)
    guard case .object(let members) = full, members.count == 1, let member = members.first else {
      Issue.record("\(body) is not an object of one member")
      return
    }
    #expect(member.key == "value")
    #expect(String(reflecting: short) == String(reflecting: member.value))
    #expect(Self.outcome(Array(body.utf8)) == "value \(String(reflecting: member.value)), ambient nil")
  }

  @Test("leaves every other body to the full parse, its answers and messages unchanged", arguments: [
    (#"{"value": 0.25}}"#, "400 malformed JSON: unexpected text after the JSON value at byte 15"),
    (#"{"value": 0.25} x"#, "400 malformed JSON: unexpected text after the JSON value at byte 16"),
    (#"{"value": 0.25,}"#, "400 malformed JSON: expected a member name in quotes at byte 15"),
    (#"{"value": "#, "400 malformed JSON: unexpected end of text at byte 10"),
    (#"{"value": 0.25"#, "400 malformed JSON: expected ',' or '}' at byte 14"),
    (#"{"value": 01}"#, "400 malformed JSON: leading zero in a number at byte 10"),
    (#"{"value": tru}"#, "400 malformed JSON: invalid literal at byte 10"),
    (#"{"value": 0.5, "value": 0.6}"#, "400 malformed JSON: duplicate member name \"value\" at byte 15"),
    ("", "400 malformed JSON: unexpected end of text at byte 0"),
    (#"{"v\u0061lue": 0.5}"#, "value Playground.JSONValue.number(0.5), ambient nil"),
    (#"{"value": 0.5, "transaction": null}"#, "value Playground.JSONValue.number(0.5), ambient nil"),
    (#"{"transaction": {"disablesAnimations": true}, "value": 1}"#,
     "value Playground.JSONValue.integer(1), ambient disablesAnimations true"),
    (#"{"valuex": 0.5}"#, "422 unknown member \"valuex\"; expected \"value\" and \"transaction\""),
    (#"{"val": 0.5}"#, "422 unknown member \"val\"; expected \"value\" and \"transaction\""),
    (#"{}"#, "422 missing \"value\""),
    ("[0.5]", "422 the body must be an object {\"value\": ...}, got an array"),
    ("0.5", "422 the body must be an object {\"value\": ...}, got a number"),
    (#"{"value": "# + String(repeating: "[", count: 64) + String(repeating: "]", count: 64) + "}",
     "400 malformed JSON: nesting deeper than 64 at byte 73"),
  ])
  func otherBodies(body: String, expected: String) {
    let bytes = Array(body.utf8)
    if body.hasPrefix(#"{"value": "#) || body.hasPrefix(#"{"value": 0"#) {
      #expect(JSONValue.soleMember("value", of: bytes) == nil)
    }
    #expect(Self.outcome(bytes) == expected)
  }

  @Test("keeps the full parse's depth limit, the object itself counted")
  func depth() throws {
    let deepest = #"{"value": "# + String(repeating: "[", count: 63) + String(repeating: "]", count: 63) + "}"
    #expect(JSONValue.soleMember("value", of: Array(deepest.utf8)) != nil)
    #expect(JSONValue.soleMember("value", of: Array(#"{"value": 1}"#.utf8), maximumDepth: 1) != nil)
    #expect(JSONValue.soleMember("value", of: Array(#"{"value": []}"#.utf8), maximumDepth: 1) == nil)
    #expect(JSONValue.soleMember("value", of: Array(#"{"value": 1}"#.utf8), maximumDepth: 0) == nil)
    #expect(throws: JSONSyntaxError.self) { try JSONValue(parsing: #"{"value": []}"#, maximumDepth: 1) }
    #expect(throws: JSONSyntaxError.self) { try JSONValue(parsing: #"{"value": 1}"#, maximumDepth: 0) }
  }
}
