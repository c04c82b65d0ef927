import Foundation
import HTTPServer
import Testing

/// `Response.json` must produce exactly the bytes of `JSONEncoder` with sorted keys and
/// unescaped slashes, whichever encoder it uses inside.
@Suite("JSON response bodies")
struct JSONEncodingTests {
  private static func reference(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  private static func served(_ value: some Encodable) throws -> String {
    String(decoding: try Response.json(value).body, as: UTF8.self)
  }

  private func expectSameBytes(_ value: some Encodable, sourceLocation: SourceLocation = #_sourceLocation) throws {
    #expect(try Self.served(value) == Self.reference(value), sourceLocation: sourceLocation)
  }

  struct Nested: Codable {
    var zeta: [Int?]
    var alpha: String?
    var inner: Inner
  }
  struct Inner: Codable {
    var flag: Bool
    var ratio: Double
    var small: Float
    var big: UInt64
    var tiny: Int8
  }
  struct Empty: Codable {}
  enum Shape: Codable {
    case circle(radius: Double)
    case square(side: Int, label: String)
    case none
  }
  class Base: Codable { var id = 1 }
  final class Derived: Base {
    var extra = "x"
    override func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(extra, forKey: .extra)
      try super.encode(to: container.superEncoder())
    }
    private enum CodingKeys: String, CodingKey { case extra }
  }

  @Test func structsArraysAndOptionals() throws {
    try expectSameBytes(
      Nested(zeta: [3, nil, -1], alpha: nil, inner: Inner(flag: true, ratio: 0.1, small: 0.1, big: .max, tiny: .min)))
    try expectSameBytes(
      Nested(zeta: [], alpha: "a/b", inner: Inner(flag: false, ratio: -0.0, small: 1, big: 0, tiny: 0)))
    try expectSameBytes(Empty())
    try expectSameBytes([Empty(), Empty()])
  }

  @Test func stringsWithEveryEscape() throws {
    var text = ""
    for scalar in 0..<0x20 { text.unicodeScalars.append(Unicode.Scalar(UInt8(scalar))) }
    text += "\"\\/\u{7f}\u{2028}é😀"
    try expectSameBytes([text: text])
    try expectSameBytes(text)
  }

  @Test(arguments: [
    0, 1, -1.5, 1e20, 1e-7, 123_456_789, Double.pi, 1e16, 12_345_678_901_234_567_168, .leastNonzeroMagnitude,
    .greatestFiniteMagnitude,
  ])
  func doubles(value: Double) throws {
    try expectSameBytes([value])
  }

  @Test func dictionariesSortKeysLikeJSONEncoder() throws {
    try expectSameBytes(["b": 1, "a": 2, "B": 3, "a10": 4, "a2": 5, "é": 6, "Z": 7, "_": 8, "": 9])
    try expectSameBytes([3: "three", -1: "minus one"])
    try expectSameBytes(["outer": ["z": [1], "a": [2]]])
  }

  @Test func enumsWithAssociatedValues() throws {
    try expectSameBytes([Shape.circle(radius: 2.5), .square(side: 3, label: "s"), .none])
  }

  @Test func typesWithJSONEncoderStrategiesFallBack() throws {
    try expectSameBytes(["data": Data([0, 1, 2, 250])])
    try expectSameBytes([URL(string: "https://example.com/a?b=c")!])
    try expectSameBytes([Decimal(string: "12.50")!])
    try expectSameBytes([Date(timeIntervalSinceReferenceDate: 1234.5)])
    try expectSameBytes(Derived())
  }

  @Test func nonFiniteNumbersThrowLikeJSONEncoder() {
    #expect(throws: EncodingError.self) { try Response.json([Double.nan]) }
    #expect(throws: EncodingError.self) { try Response.json(["x": Float.infinity]) }
  }
}
