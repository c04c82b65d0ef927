import Foundation
import HTTPServer
import HTTPTestSupport
import JSON
import Testing

/// `Response.json` encodes `Encodable` values once, with the JSON module (the bytes of
/// `JSONEncoder` with sorted keys and unescaped slashes for ordinary values) or with the
/// `JSONEncoder` it is given, and writes `JSONValue`s with the JSON module's writer.
@Suite("JSON response bodies")
struct JSONEncodingTests {
  private static func reference(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  struct Nested: Codable {
    var zeta: [Int?]
    var alpha: String?
    var ratio: Double
  }

  @Test func ordinaryValuesGetJSONEncodersBytesWithSortedKeys() throws {
    let values: [any Encodable] = [
      Nested(zeta: [3, nil, -1], alpha: "a/b \"é\" 😀", ratio: 0.1),
      ["b": 1, "a": 2, "B": 3, "a10": 4, "a2": 5, "é": 6, "": 7],
      [Float(0.1), 1e20, -0.0, 123_456.789], [Int64.min], [Nested]() as [Nested],
    ]
    for value in values {
      let response = try Response.json(value, status: .created)
      #expect(String(decoding: response.body, as: UTF8.self) == (try Self.reference(value)))
      #expect(response.status == .created)
      #expect(response.headers["Content-Type"] == "application/json; charset=utf-8")
    }
  }

  @Test func lineSeparatorsAreEscapedAndNonFiniteNumbersSpelled() throws {
    let response = try Response.json(["text": "a\u{2028}b", "ratio": "x"] as [String: String])
    #expect(String(decoding: response.body, as: UTF8.self) == #"{"ratio":"x","text":"a\u2028b"}"#)
    #expect(String(decoding: try Response.json([Double.nan, .infinity]).body, as: UTF8.self) == #"["nan","inf"]"#)
  }

  @Test func aGivenJSONEncoderIsUsedWithItsStrategies() throws {
    let encoder = Response.makeEncoder()
    encoder.dateEncodingStrategy = .secondsSince1970
    let response = try Response.json(["at": Date(timeIntervalSince1970: 12)], encoder: encoder)
    #expect(String(decoding: response.body, as: UTF8.self) == #"{"at":12}"#)
    #expect(throws: EncodingError.self) { try Response.json([Double.nan], encoder: encoder) }
  }

  /// Counts its `encode(to:)` calls and fails in the middle of one.
  final class FailingValue: Encodable, @unchecked Sendable {
    // Unchecked: each test makes its own instance and reads the count after encoding returned
    // on the same thread, or after the server answered.
    var encodeCalls = 0
    struct Refused: Error, Equatable {}
    enum Keys: String, CodingKey { case first }
    func encode(to encoder: any Encoder) throws {
      encodeCalls += 1
      var container = encoder.container(keyedBy: Keys.self)
      try container.encode(1, forKey: .first)
      throw Refused()
    }
  }

  @Test func aFailingEncodeRunsOnceAndItsErrorIsThrown() {
    let value = FailingValue()
    #expect(throws: FailingValue.Refused()) { try Response.json(value) }
    #expect(value.encodeCalls == 1)
  }

  @Test func aHandlersFailingEncodeIsAnsweredAs500AfterOneCall() throws {
    let value = FailingValue()
    var router = Router()
    router.get("/api/failing") { _ in value }
    try TestServer.with(router) { server in
      let response = try HTTPClient(port: server.port).request("GET", "/api/failing")
      #expect(response.status == 500)
      #expect(response.errorBody == .init(status: 500, message: "internal server error"))
    }
    #expect(value.encodeCalls == 1)
  }

  @Test func jsonValuesKeepTheirMemberOrderAndEscapeLineSeparators() {
    let response = Response.json(["b": 1, "a": "x\u{2028}y"] as JSONValue)
    #expect(String(decoding: response.body, as: UTF8.self) == #"{"b":1,"a":"x\u2028y"}"#)
    #expect(response.headers["Content-Type"] == "application/json; charset=utf-8")
  }

  @Test func errorBodiesAreWrittenByTheJSONModule() throws {
    var router = Router()
    router.get("/api/refused") { _ -> Response in throw HTTPError(.conflict, "line\u{2028}break \"quoted\"") }
    try TestServer.with(router) { server in
      let response = try HTTPClient(port: server.port).request("GET", "/api/refused")
      #expect(response.status == 409)
      #expect(response.text == #"{"error":{"message":"line\u2028break \"quoted\"","status":409}}"#)
    }
  }
}
