// @testable for the server's body reader and its statuses, and the domain's WriteRequest: a
// write body's value, its ambient transaction (read by Transaction's Codable conformance
// through the JSON module) and every message.
import JSON
import Testing

@testable import Playground
@testable import PlaygroundServer

@Suite("Write bodies: the value, the ambient transaction, and what is refused")
struct WriteRequestTests {
  /// The request `body` parses to, its error or its rejection, with the value's exact case.
  static func outcome(_ body: String) -> String {
    let json: JSONValue
    do throws(PlaygroundError) { json = try RequestBody.json(Array(body.utf8)) } catch {
      return "\(error.status.code) \(error.message)"
    }
    do throws(JSONDecodingError) {
      let request = try WriteRequest(json)
      let ambient = request.ambient.map { "\($0)" } ?? "nil"
      return "value \(String(reflecting: request.value)), ambient \(ambient)"
    } catch {
      return "422 \(error.description)"
    }
  }

  @Test(
    "reads bodies as the strict parser does, with its messages",
    arguments: [
      (#"{"value": 0.25}"#, "value JSON.JSONValue.number(0.25), ambient nil"),
      (" \n{\t\"value\"\r: -0.0 }\n ", "value JSON.JSONValue.number(-0.0), ambient nil"),
      (#"{"value": -9223372036854775808}"#, "value JSON.JSONValue.integer(-9223372036854775808), ambient nil"),
      (#"{"value": 1e400}"#, "value JSON.JSONValue.number(inf), ambient nil"),
      (#"{"value": "inf"}"#, #"value JSON.JSONValue.string("inf"), ambient nil"#),
      (#"{"value": 0.25}}"#, "400 malformed JSON: unexpected text after the JSON value at byte 15"),
      (#"{"value": 0.25,}"#, "400 malformed JSON: expected a member name in quotes at byte 15"),
      (#"{"value": "#, "400 malformed JSON: unexpected end of text at byte 10"),
      (#"{"value": 01}"#, "400 malformed JSON: leading zero in a number at byte 10"),
      (#"{"value": 0.5, "value": 0.6}"#, "400 malformed JSON: duplicate member name \"value\" at byte 15"),
      (#"{"value": "\u+041"}"#, "400 malformed JSON: expected four hex digits at byte 13"),
      (#"{"value": "\u-000"}"#, "400 malformed JSON: expected four hex digits at byte 13"),
      ("", "400 malformed JSON: unexpected end of text at byte 0"),
      (#"{"v\u0061lue": 0.5}"#, "value JSON.JSONValue.number(0.5), ambient nil"),
      (#"{"value": 0.5, "transaction": null}"#, "value JSON.JSONValue.number(0.5), ambient nil"),
      (#"{"valuex": 0.5}"#, "422 unknown member \"valuex\"; expected value, transaction"),
      (#"{}"#, "422 missing member \"value\""),
      ("[0.5]", "422 expected an object, got an array"),
      (
        #"{"value": "# + String(repeating: "[", count: 64) + String(repeating: "]", count: 64) + "}",
        "400 malformed JSON: nesting deeper than 64 at byte 73"
      ),
    ])
  func bodies(body: String, expected: String) {
    #expect(Self.outcome(body) == expected)
  }

  @Test(
    "reads the ambient transaction as Transaction's Codable form does",
    arguments: [
      (#"{"transaction": {"disablesAnimations": true}, "value": 1}"#, "Transaction(disablesAnimations: true)"),
      (#"{"value": 1, "transaction": {}}"#, "Transaction()"),
      (#"{"value": 1, "transaction": {"animation": null}}"#, "Transaction(animation: nil)"),
      (
        #"{"value": 1, "transaction": {"animation": {"curve": "default", "delay": 0.5}}}"#,
        "Transaction(animation: easeInOut(duration: 0.35).delay(0.5))"
      ),
      (
        #"{"value": 1, "transaction": {"animation": {"curve": "spring", "speed": 2}}}"#,
        "Transaction(animation: spring(response: 0.55, dampingFraction: 0.825).speed(2.0))"
      ),
    ])
  func transactions(body: String, ambient: String) {
    #expect(Self.outcome(body).hasSuffix("ambient \(ambient)"), "\(Self.outcome(body))")
  }

  @Test(
    "names the member and what was expected for a bad transaction",
    arguments: [
      (
        #"{"value": 1, "transaction": {"animation": {"curve": "bouncy"}}}"#,
        #"422 transaction.animation.curve: unknown curve "bouncy"; expected one of linear, easeIn, easeOut, easeInOut, default, spring"#
      ),
      (
        #"{"value": 1, "transaction": {"animation": {"curve": "linear", "duration": -1}}}"#,
        "422 transaction.animation.duration: must be a finite number of at least 0, got -1.0"
      ),
      (
        #"{"value": 1, "transaction": {"animation": {"curve": "linear", "speed": 0}}}"#,
        "422 transaction.animation.speed: must be a finite number above 0, got 0.0"
      ),
      (
        #"{"value": 1, "transaction": {"animation": {"curve": "linear", "duration": 1e400}}}"#,
        "422 transaction.animation.duration: must be a finite number of at least 0, got inf"
      ),
      (
        #"{"value": 1, "transaction": {"animation": {"curve": "linear", "curvature": 2}}}"#,
        #"422 transaction.animation: unknown member "curvature"; expected curve, duration, response, dampingFraction, delay, speed"#
      ),
      (
        #"{"value": 1, "transaction": {"animation": {"duration": 2}}}"#,
        #"422 transaction.animation: missing member "curve""#
      ),
      (
        #"{"value": 1, "transaction": {"disablesAnimations": "yes"}}"#,
        "422 transaction.disablesAnimations: expected a Bool, got a string"
      ),
      (
        #"{"value": 1, "transaction": {"isContinuous": true}}"#,
        #"422 transaction: unknown member "isContinuous"; expected animation, disablesAnimations"#
      ),
      (#"{"value": 1, "transaction": [true]}"#, "422 transaction: expected an object, got an array"),
    ])
  func badTransactions(body: String, expected: String) {
    #expect(Self.outcome(body) == expected)
  }
}
