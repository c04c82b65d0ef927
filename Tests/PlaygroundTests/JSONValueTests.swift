import Foundation
import Playground
import Testing

@Suite("JSON values: strict parsing and serialisation")
struct JSONValueTests {
  @Test("parses every JSON type and keeps member order")
  func parsesAllTypes() throws {
    let value = try JSONValue(parsing: #" {"b": [1, -2.5e1, true, false, null], "a": "x\u00e9\n\ud83d\ude00"} "#)
    #expect(value["b"] == [1, -25.0, true, false, nil])
    #expect(value["a"] == .string("xé\n😀"))
    guard case .object(let members) = value else { Issue.record("not an object"); return }
    #expect(members.map(\.key) == ["b", "a"])
  }

  @Test("keeps integers exact and turns other numbers into Double", arguments: [
    ("9007199254740993", JSONValue.integer(9_007_199_254_740_993)),
    ("-0", .integer(0)),
    ("1.5", .number(1.5)),
    ("1e2", .number(100)),
    ("99999999999999999999", .number(1e20)),
  ])
  func numbers(text: String, expected: JSONValue) throws {
    let parsed = try JSONValue(parsing: text)
    #expect(parsed == expected)
    if case .integer(let exact) = expected { #expect(parsed == .integer(exact)) }
  }

  @Test("reads numbers from their digits exactly as parsing their text does, short or long")
  func numbersMatchTextParsing() throws {
    // Short numbers are computed from their digits; longer ones, and any with an exponent, are
    // parsed as text. Both must give the same `Int` or the same `Double`, bit for bit.
    var literals = [
      "0", "-0", "0.0", "-0.0", "0.25", "-0.75", "0.1", "0.3", "0.35", "1.5", "999999999999999", "0.999999999999999",
      "99999999999999.9", "123456789012345.6", "0.1234567890123456", "1.00000000000001", "9007199254740993.5",
      "999999999999999999", "-999999999999999999", "9999999999999999999", "-9223372036854775808",
      "9223372036854775808", "0.000000000000001", "0.0000000000000001", "1e2", "1.5E-3", "0.1e1", "2e+0",
    ]
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    func random(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    for _ in 0..<40_000 {
      let digits = (0..<(1 + random(19))).map { _ in String(random(10)) }.joined()
      let split = random(digits.count + 1)
      var whole = String(digits.prefix(split)).drop { $0 == "0" }
      if whole.isEmpty { whole = "0" }
      let fraction = digits.dropFirst(split)
      literals.append((random(2) == 0 ? "-" : "") + whole + (fraction.isEmpty ? "" : "." + fraction))
    }
    for literal in literals {
      let parsed = try JSONValue(parsing: literal)
      if !literal.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }), let exact = Int(literal) {
        #expect(String(reflecting: parsed) == String(reflecting: JSONValue.integer(exact)), "\(literal)")
      } else {
        let expected = try #require(Double(literal))
        guard case .number(let number) = parsed else {
          Issue.record("\(literal) parsed as \(parsed)")
          continue
        }
        #expect(number.bitPattern == expected.bitPattern, "\(literal): \(number) != \(expected)")
      }
    }
  }

  @Test("reads NaN, Infinity and overflowing numbers as non-finite values", arguments: [
    "NaN", "Infinity", "-Infinity", "1e400", "-1e400",
  ])
  func nonFinite(text: String) throws {
    let number = try #require(try JSONValue(parsing: text).doubleValue)
    #expect(!number.isFinite)
  }

  @Test("rejects text that is not JSON", arguments: [
    "", "{", "[1,]", "{\"a\":1,}", "01", "1.", ".5", "tru", "\"unterminated", "{\"a\" 1}",
    "[1] [2]", "\"tab\there\"", "{\"a\":1,\"a\":2}", "\"\\x\"", "\"\\ud800\"", "'single'",
  ])
  func rejectsMalformed(text: String) {
    #expect(throws: JSONSyntaxError.self) { try JSONValue(parsing: text) }
  }

  @Test("spells every fractional number as Swift's shortest description does")
  func numbersMatchDescription() {
    // Decimals with up to five fraction digits around zero, numbers near the edges of the
    // short path (2^31, 1e-4), float-converted values, and pseudo-random bit patterns.
    var values: [Double] = (-30_000...30_000).flatMap { n in [1e1, 1e2, 1e3, 1e4, 1e5].map { Double(n) / $0 } }
    values += [0x1p31 - 0.5, 0x1p31 + 0.5, 0x1p31 - 0.0001, 1e-4, 1e-5, 0.1 + 0.2, 1.0 / 3, 2.0 / 3, 123_456.789_1]
    values += [0.1, 0.35, 0.8, 0.99].map { Double(Float($0)) }
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for _ in 0..<20_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      values.append(Double(bitPattern: state >> 2))
      values.append(Double(state % 100_000_000) / 65_536)
    }
    for value in values where value.isFinite && !(value == value.rounded() && abs(value) < 1e15) {
      #expect(JSONValue.number(value).serialized() == value.description, "\(value)")
    }
  }

  @Test("refuses a repeated member name in small and large objects", arguments: [2, 8, 9, 40])
  func repeatedNames(memberCount: Int) throws {
    let names = (0..<memberCount).map { "\"m\($0)\"" }
    let unique = "{" + names.map { "\($0):1" }.joined(separator: ",") + "}"
    guard case .object(let members) = try JSONValue(parsing: unique) else { Issue.record("not an object"); return }
    #expect(members.count == memberCount)
    for repeated in [names[0], names[memberCount - 1]] {
      let text = unique.dropLast() + ",\(repeated):2}"
      #expect(throws: JSONSyntaxError.self) { try JSONValue(parsing: String(text)) }
    }
  }

  @Test("decodes strings with escapes between plain runs")
  func escapedRuns() throws {
    #expect(try JSONValue(parsing: #""a\tb\u00e9c\"""#) == .string("a\tbéc\""))
    #expect(try JSONValue(parsing: #""\n""#) == .string("\n"))
    #expect(try JSONValue(parsing: #""""#) == .string(""))
  }

  @Test("reads raw UTF-8 in strings and refuses invalid bytes where their run starts")
  func rawUTF8() throws {
    #expect(try JSONValue(parsing: Array(#"["é😀", "a\tü", "plain"]"#.utf8)) == ["é😀", "a\tü", "plain"])
    let invalid: [(bytes: [UInt8], offset: Int)] = [
      ([0x22, 0x61, 0xFF, 0x22], 1), ([0x22, 0xC3, 0x22], 1), ([0x5B, 0x22, 0x5C, 0x6E, 0x61, 0xE2, 0x82, 0x22, 0x5D], 4),
    ]
    for (bytes, offset) in invalid {
      let error = #expect(throws: JSONSyntaxError.self) { try JSONValue(parsing: bytes) }
      #expect(error?.description == "invalid UTF-8 in a string at byte \(offset)")
    }
  }

  @Test("limits nesting depth")
  func depthLimit() throws {
    let deep = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
    #expect(throws: JSONSyntaxError.self) { try JSONValue(parsing: deep) }
    let allowed = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
    _ = try JSONValue(parsing: allowed)
  }

  @Test("serialises to JSON that Foundation reads back to the same values")
  func serialisationRoundTrip() throws {
    let value: JSONValue = [
      "quote": "say \"hi\"\\\n\u{01}\u{2028}", "numbers": [0.1, 1, -3, 1e-7, 12345678.5, 1e300],
      "nested": ["empty": [], "object": [:]], "null": nil, "flag": false,
    ]
    let text = value.serialized()
    let foundation = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]) as? [String: Any])
    #expect(foundation["quote"] as? String == "say \"hi\"\\\n\u{01}\u{2028}")
    #expect((foundation["numbers"] as? [Double]) == [0.1, 1, -3, 1e-7, 12345678.5, 1e300])
    #expect(try JSONValue(parsing: text) == value)
  }

  @Test("escapes exactly the characters JSON or a one-line event stream cannot carry", arguments: [
    ("plain é → 😀", #""plain é → 😀""#),
    ("q\"b\\", #""q\"b\\""#),
    ("\n\r\t\u{01}\u{1F}", #""\n\r\t\u0001\u001f""#),
    ("a\u{85}b\u{2028}c\u{2029}", #""a\u0085b\u2028c\u2029""#),
  ])
  func escaping(string: String, expected: String) throws {
    let text = JSONValue.string(string).serialized()
    #expect(text == expected)
    #expect(try JSONValue(parsing: text) == .string(string))
  }

  @Test("writes integral numbers without a fraction and the rest in shortest form", arguments: [
    (JSONValue.integer(Int.min), "-9223372036854775808"), (.integer(0), "0"), (.integer(-42), "-42"),
    (.number(1), "1"), (.number(-0.0), "0"), (.number(0.25), "0.25"), (.number(1e300), "1e+300"),
    (.number(.nan), "null"),
  ])
  func numberSpelling(value: JSONValue, expected: String) {
    #expect(value.serialized() == expected)
  }

  @Test("spells integers of every length as Swift does, integral numbers too")
  func integerLengths() {
    var integers: [Int] = [0, Int.max, Int.min, Int.min + 1]
    var power = 1
    for _ in 0..<18 {
      power *= 10
      integers += [power - 1, power, power + 1, -power + 1, -power, -power - 1]
    }
    for integer in integers {
      #expect(JSONValue.integer(integer).serialized() == String(integer))
      if abs(Double(integer)) < 1e15 { #expect(JSONValue.number(Double(integer)).serialized() == String(integer)) }
    }
  }

  @Test("serialises documents far larger than the writer's first buffer")
  func largeDocuments() throws {
    let value = JSONValue.array((0..<5_000).map { index in
      ["index": .integer(index), "text": .string(String(repeating: "é\"", count: index % 7))]
    })
    let text = value.serialized()
    #expect(text.utf8.count > 100_000)
    #expect(try JSONValue(parsing: text) == value)
  }

  @Test("compares numbers by value and objects regardless of member order")
  func equality() throws {
    #expect(JSONValue.integer(1) == .number(1.0))
    #expect(try JSONValue(parsing: #"{"a":1,"b":2}"#) == JSONValue(parsing: #"{"b":2,"a":1}"#))
    #expect(try JSONValue(parsing: #"{"a":1}"#) != JSONValue(parsing: #"{"a":1,"b":2}"#))
    #expect(JSONValue.string("1") != .integer(1))
  }
}
