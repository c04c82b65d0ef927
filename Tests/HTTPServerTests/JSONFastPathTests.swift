// @testable because the fast encoder is internal: the public tests in JSONEncodingTests.swift
// compare bytes through Response.json, which falls back to JSONEncoder on any failure, so only
// this file can prove that the fast path actually handles the common shapes.
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

  @Test func commonShapesTakeTheFastPath() throws {
    let row = Row(
      name: "a\"b", values: [1.5, nil], tags: ["z": 1, "a": 2],
      nested: [Row(name: "c", values: [], tags: [:], nested: [])])
    let fast = try FastJSONEncoder.encode(row)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    #expect(String(decoding: fast, as: UTF8.self) == String(decoding: try encoder.encode(row), as: UTF8.self))
  }

  @Test func strategyTypesAreLeftToJSONEncoder() {
    #expect(throws: FastJSONEncoder.Unsupported.self) { try FastJSONEncoder.encode(["d": Data([1])]) }
    #expect(throws: FastJSONEncoder.Unsupported.self) { try FastJSONEncoder.encode([Double.nan]) }
  }
}
