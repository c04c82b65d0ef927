// @testable because the fast encoder is internal: the public tests in JSONEncodingTests.swift
// compare bytes through Response.json, which falls back to JSONEncoder on any failure, so only
// this file can prove that the fast path actually handles the common shapes, and hands the
// rest to JSONEncoder instead of writing something different.
import Foundation
import Testing

@testable import HTTPServer

@Suite("Fast JSON path")
struct JSONFastPathTests {
  struct Row: Encodable {
    var name: String
    var values: [Double?]
    var tags: [String: Int]
    var nested: [Row]
  }

  /// Writes through nested containers in order, as hand-written conformances do.
  struct Manual: Encodable {
    enum Keys: String, CodingKey { case zulu, alpha, mike, numbers }
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      try container.encode(Int64.min, forKey: .zulu)
      var nested = container.nestedContainer(keyedBy: Keys.self, forKey: .mike)
      try nested.encode(UInt64.max, forKey: .numbers)
      try nested.encodeNil(forKey: .alpha)
      var numbers = container.nestedUnkeyedContainer(forKey: .numbers)
      try numbers.encode(-0.0)
      try numbers.encode(Float(0.1))
      var inner = numbers.nestedUnkeyedContainer()
      try inner.encode("x\"y")
      try container.encode(["b": true, "a": false], forKey: .alpha)
    }
  }

  /// Writes to a nested container after its parent moved on: legal, but not in stream order.
  struct Interleaved: Encodable {
    enum Keys: String, CodingKey { case first, second }
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      var first = container.nestedUnkeyedContainer(forKey: .first)
      try container.encode(2, forKey: .second)
      try first.encode(1)
    }
  }

  /// Writes one key twice; JSONEncoder keeps the last value.
  struct RepeatedKey: Encodable {
    enum Keys: String, CodingKey { case b, a }
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      try container.encode(1, forKey: .b)
      try container.encode(2, forKey: .a)
      try container.encode(3, forKey: .b)
    }
  }

  /// Keys out of order, one of them escaped: sorting escaped keys is left to JSONEncoder.
  struct EscapedKeys: Encodable {
    enum Keys: String, CodingKey {
      case backslash = "b\\"
      case plain = "a"
    }
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      try container.encode(1, forKey: .backslash)
      try container.encode(2, forKey: .plain)
    }
  }

  /// Keys whose order flips when escaped: raw `#` (0x23) sorts after `"` (0x22), escaped `\"`
  /// (0x5C first) after `#`.
  struct QuoteAndHash: Encodable {
    enum Keys: String, CodingKey {
      case quote = "a\""
      case hash = "a#"
    }
    let hashFirst: Bool
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      for key in hashFirst ? [Keys.hash, .quote] : [.quote, .hash] { try container.encode(1, forKey: key) }
    }
  }

  /// Swallows the error of a value the stream cannot write, after its key went out.
  struct SwallowsUnsupported: Encodable {
    enum Keys: String, CodingKey { case link, nan, after }
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      try? container.encode(URL(string: "https://example.com")!, forKey: .link)
      try? container.encode(Double.nan, forKey: .nan)
      try container.encode(1, forKey: .after)
    }
  }

  /// Encodes where it sits, to check the encoder's coding path.
  struct PathEcho: Encodable {
    func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(encoder.codingPath.map(\.stringValue).joined(separator: "."))
    }
  }

  struct Silent: Encodable {
    func encode(to encoder: any Encoder) throws {}
  }

  private static func reference(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  private func expectFastPath(_ value: some Encodable, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let fast = String(decoding: try FastJSONEncoder.encode(value), as: UTF8.self)
    #expect(fast == (try Self.reference(value)), sourceLocation: sourceLocation)
  }

  @Test func commonShapesTakeTheFastPath() throws {
    try expectFastPath(
      Row(
        name: "a\"b", values: [1.5, nil], tags: ["z": 1, "a": 2, "m": 3],
        nested: [Row(name: "c", values: [], tags: [:], nested: [])]))
    try expectFastPath(Manual())
    try expectFastPath(["key with \"quote\"": 1])
    try expectFastPath([Int8.min, 0, Int8.max].map(Int.init))
    try expectFastPath("top-level string")
    try expectFastPath(["outer": ["inner": PathEcho()]])
  }

  @Test func unsortedKeysAreSortedWithoutTouchingNestedValues() throws {
    let value = ["b": ["y": "}", "x": "{,\"\\"], "a": ["z": "]", "w": ","]]
    try expectFastPath(value)
  }

  @Test func whatTheStreamCannotWriteInOrderIsLeftToJSONEncoder() throws {
    #expect(throws: FastJSONEncoder.Unsupported.self) { try FastJSONEncoder.encode(["d": Data([1])]) }
    #expect(throws: FastJSONEncoder.Unsupported.self) { try FastJSONEncoder.encode([Double.nan]) }
    #expect(throws: FastJSONEncoder.Unsupported.self) { try FastJSONEncoder.encode(Interleaved()) }
    #expect(throws: FastJSONEncoder.Unsupported.self) { try FastJSONEncoder.encode(RepeatedKey()) }
    #expect(throws: FastJSONEncoder.Unsupported.self) { try FastJSONEncoder.encode(Silent()) }
    #expect(throws: FastJSONEncoder.Unsupported.self) { try FastJSONEncoder.encode(EscapedKeys()) }
  }

  @Test func escapedKeysAreOrderedAsJSONEncoderOrdersThem() throws {
    for hashFirst in [true, false] {
      let value = QuoteAndHash(hashFirst: hashFirst)
      #expect(String(decoding: try Response.json(value).body, as: UTF8.self) == (try Self.reference(value)))
    }
  }

  @Test func aSwallowedErrorStillFallsBack() throws {
    #expect(throws: FastJSONEncoder.Unsupported.self) { try FastJSONEncoder.encode(SwallowsUnsupported()) }
    let body = String(decoding: try Response.json(SwallowsUnsupported()).body, as: UTF8.self)
    #expect(body == (try Self.reference(SwallowsUnsupported())))
  }

  @Test func theFallbackGivesJSONEncodersBytes() throws {
    for value in [Interleaved(), RepeatedKey(), EscapedKeys()] as [any Encodable] {
      #expect(String(decoding: try Response.json(value).body, as: UTF8.self) == (try Self.reference(value)))
    }
  }
}
