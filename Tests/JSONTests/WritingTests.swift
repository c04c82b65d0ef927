import Foundation
import JSON
import Testing

@Suite("Writing: one escaper, one number formatter")
struct WritingTests {
  @Test("spells every number as Swift's shortest description does, without an integral .0")
  func numbersMatchDescription() {
    // Decimals with up to five fraction digits around zero, numbers near 2^31 and 1e-4,
    // float-converted values, and pseudo-random bit patterns.
    var values: [Double] = (-30_000...30_000).flatMap { n in [1e1, 1e2, 1e3, 1e4, 1e5].map { Double(n) / $0 } }
    values += [0x1p31 - 0.5, 0x1p31 + 0.5, 0x1p31 - 0.0001, 1e-4, 1e-5, 0.1 + 0.2, 1.0 / 3, 2.0 / 3, 123_456.789_1]
    values += [0.1, 0.35, 0.8, 0.99].map { Double(Float($0)) }
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    for _ in 0..<20_000 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      values.append(Double(bitPattern: state >> 2))
      values.append(Double(state % 100_000_000) / 65_536)
    }
    for value in values where value.isFinite {
      let description = value.description
      let expected = description.hasSuffix(".0") ? String(description.dropLast(2)) : description
      #expect(JSONValue.number(value).serialized() == expected, "\(value)")
    }
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

  @Test(
    "escapes exactly the characters JSON or a one-line event stream cannot carry",
    arguments: [
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

  @Test(
    "writes integral numbers without a fraction and the rest in shortest form",
    arguments: [
      (JSONValue.integer(Int.min), "-9223372036854775808"), (.integer(0), "0"), (.integer(-42), "-42"),
      (.number(1), "1"), (.number(-0.0), "-0"), (.number(0.25), "0.25"), (.number(1e300), "1e+300"),
      (.number(1e15), "1000000000000000"), (.number(1e16), "1e+16"),
      (.number(.nan), #""nan""#), (.number(.infinity), #""inf""#), (.number(-.infinity), #""-inf""#),
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

  @Test("serialises large documents")
  func largeDocuments() throws {
    let value = JSONValue.array(
      (0..<5_000).map { index in
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
