import JSON
import Testing

@Suite("Parsing: one strict reader of JSON text")
struct ParsingTests {
  @Test("parses every JSON type and keeps member order")
  func parsesAllTypes() throws {
    let value = try JSONValue(parsing: #" {"b": [1, -2.5e1, true, false, null], "a": "x\u00e9\n\ud83d\ude00"} "#)
    #expect(value["b"] == [1, -25.0, true, false, nil])
    #expect(value["a"] == .string("xé\n😀"))
    guard case .object(let members) = value else {
      Issue.record("not an object")
      return
    }
    #expect(members.map(\.key) == ["b", "a"])
  }

  @Test(
    "keeps integers exact and turns other numbers into Double",
    arguments: [
      ("9007199254740993", JSONValue.integer(9_007_199_254_740_993)),
      ("-0", .number(-0.0)),
      ("0", .integer(0)),
      ("1.5", .number(1.5)),
      ("1e2", .number(100)),
      ("99999999999999999999", .number(1e20)),
    ])
  func numbers(text: String, expected: JSONValue) throws {
    let parsed = try JSONValue(parsing: text)
    #expect(String(reflecting: parsed) == String(reflecting: expected))
  }

  @Test("reads numbers from their digits exactly as parsing their text does, short or long")
  func numbersMatchTextParsing() throws {
    // Integers that fit stay `Int`s; every other number is the `Double` Swift reads from its
    // text, bit for bit (so `-0` and `-0.0` keep their sign).
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
      if !literal.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }), literal != "-0", let exact = Int(literal) {
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

  @Test(
    "reads NaN, Infinity and overflowing numbers as non-finite values",
    arguments: [
      "NaN", "Infinity", "-Infinity", "1e400", "-1e400",
    ])
  func nonFinite(text: String) throws {
    let number = try #require(try JSONValue(parsing: text).doubleValue)
    #expect(!number.isFinite)
  }

  @Test(
    "rejects text that is not JSON",
    arguments: [
      "", "{", "[1,]", "{\"a\":1,}", "01", "1.", ".5", "tru", "\"unterminated", "{\"a\" 1}",
      "[1] [2]", "\"tab\there\"", "{\"a\":1,\"a\":2}", "\"\\x\"", "\"\\ud800\"", "'single'",
      #""\u+041""#, #""\u-000""#, #""\u12""#, #""\u00G1""#, #""\u 041""#, #""\ud83d\u+de0""#, "-", "--1", "1e", "+1",
    ])
  func rejectsMalformed(text: String) {
    #expect(throws: JSONSyntaxError.self) { try JSONValue(parsing: text) }
  }

  @Test("refuses a repeated member name in small and large objects", arguments: [2, 8, 9, 40])
  func repeatedNames(memberCount: Int) throws {
    let names = (0..<memberCount).map { "\"m\($0)\"" }
    let unique = "{" + names.map { "\($0):1" }.joined(separator: ",") + "}"
    guard case .object(let members) = try JSONValue(parsing: unique) else {
      Issue.record("not an object")
      return
    }
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
      ([0x22, 0x61, 0xFF, 0x22], 1), ([0x22, 0xC3, 0x22], 1),
      ([0x5B, 0x22, 0x5C, 0x6E, 0x61, 0xE2, 0x82, 0x22, 0x5D], 4),
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

  @Test(
    "names the byte where reading stopped",
    arguments: [
      ("[1,]", "expected a value at byte 3"),
      (#"{"a": 1, "a": 2}"#, #"duplicate member name "a" at byte 9"#),
      (#""\u+041""#, "expected four hex digits at byte 3"),
      (#"["\u-000"]"#, "expected four hex digits at byte 4"),
      (#""\ud800x""#, "invalid literal at byte 7"),
      (#""\ud800\u0041""#, "unpaired surrogate at byte 13"),
      ("01", "leading zero in a number at byte 0"),
      ("[1] x", "unexpected text after the JSON value at byte 4"),
      ("[[[1]]]", "nesting deeper than 2 at byte 2"),
    ])
  func offsets(text: String, message: String) {
    let error = #expect(throws: JSONSyntaxError.self) { try JSONValue(parsing: text, maximumDepth: 2) }
    #expect(error?.description == message)
  }

  @Test("keeps the sign of negative zero and an integer's exactness beyond 2^53")
  func signsAndExactness() throws {
    guard case .number(let zero) = try JSONValue(parsing: "-0") else {
      Issue.record("-0 is not a number")
      return
    }
    #expect(zero.sign == .minus)
    #expect(try JSONValue(parsing: "-0").serialized() == "-0")
    #expect(try JSONValue(parsing: "[9007199254740993]").serialized() == "[9007199254740993]")
  }
}
