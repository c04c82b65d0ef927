import Foundation
import JSON
import Testing

@Suite("The Codable bridge: Encodable to JSONValue and back")
struct CodableTests {
  struct Row: Codable, Equatable {
    var name: String
    var ratio: Double
    var small: Float
    var count: Int
    var flags: [Bool]
    var optional: Int?
    var tags: [String: UInt8]
    var nested: [Row]
  }

  enum Shape: Codable, Equatable {
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

  static let row = Row(
    name: "a/\"b\"", ratio: -0.1, small: 0.1, count: .min, flags: [true, false], optional: nil,
    tags: ["b": 2, "a": 255],
    nested: [Row(name: "", ratio: 1e300, small: 1, count: 0, flags: [], optional: 3, tags: [:], nested: [])])

  @Test("keeps the encoding order, or sorts members by name")
  func order() throws {
    let value = try JSONValueEncoder().encode(Self.row.nested[0])
    #expect(
      value.serialized()
        == #"{"name":"","ratio":1e+300,"small":1,"count":0,"flags":[],"optional":3,"tags":{},"nested":[]}"#)
    let sorted = try JSONValueEncoder(sortsKeys: true).encode(["b": 1, "a": 2, "B": 3, "é": 4, "a2": 5, "a10": 6])
    #expect(sorted.serialized() == #"{"B":3,"a":2,"a10":6,"a2":5,"b":1,"é":4}"#)
  }

  @Test("writes the same bytes as JSONEncoder with sorted keys for ordinary values")
  func matchesJSONEncoder() throws {
    let foundation = JSONEncoder()
    foundation.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let values: [any Encodable] = [
      Self.row, [Shape.circle(radius: 2.5), .square(side: 3, label: "s"), .none], Derived(), [[Int]](),
    ]
    for value in values {
      let expected = String(decoding: try foundation.encode(value), as: UTF8.self)
      #expect(try JSONValueEncoder(sortsKeys: true).encode(value).serialized() == expected)
    }
  }

  @Test("decodes what it encodes", arguments: [false, true])
  func roundTrip(sorted: Bool) throws {
    let value = try JSONValueEncoder(sortsKeys: sorted).encode(Self.row)
    #expect(try value.decoded(as: Row.self) == Self.row)
    #expect(try JSONValue(parsing: value.serialized()).decoded(as: Row.self) == Self.row)
    let shapes: [Shape] = [.circle(radius: 2.5), .square(side: 3, label: "s"), .none]
    #expect(try JSONValue(encoding: shapes).decoded(as: [Shape].self) == shapes)
  }

  @Test("writes and reads non-finite numbers as the strings Swift prints")
  func nonFinite() throws {
    let value = try JSONValue(encoding: [Double.infinity, -.infinity, .nan])
    #expect(value.serialized() == #"["inf","-inf","nan"]"#)
    let read = try JSONValue(parsing: value.serialized()).decoded(as: [Float].self)
    #expect(read[0] == .infinity && read[1] == -.infinity && read[2].isNaN)
  }

  @Test("refuses what it cannot write exactly", arguments: [0, 1, 2])
  func encodingErrors(which: Int) {
    struct TwoKinds: Encodable {
      func encode(to encoder: any Encoder) throws {
        var single = encoder.singleValueContainer()
        try single.encode(1)
        try single.encode(2)
      }
    }
    struct Nothing: Encodable {
      func encode(to encoder: any Encoder) throws {}
    }
    #expect(throws: EncodingError.self) {
      switch which {
      case 0: _ = try JSONValueEncoder().encode([UInt64.max])
      case 1: _ = try JSONValueEncoder().encode(TwoKinds())
      default: _ = try JSONValueEncoder().encode(Nothing())
      }
    }
  }

  @Test("a member written twice keeps its place and its last value")
  func repeatedMember() throws {
    struct Repeated: Encodable {
      enum Keys: String, CodingKey { case b, a }
      func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(1, forKey: .b)
        try container.encode(2, forKey: .a)
        try container.encode(3, forKey: .b)
      }
    }
    #expect(try JSONValue(encoding: Repeated()).serialized() == #"{"b":3,"a":2}"#)
  }

  @Test(
    "reads values only from the JSON that spells them, and says where it stopped",
    arguments: [
      (#"{"name": 1}"#, "name: expected a String, got 1"),
      (#"{"name": "a", "ratio": "x"}"#, "ratio: expected a Double, got a string"),
      (#"{"name": "a", "ratio": 0, "small": 1e39}"#, "small: expected a Float, got 1e+39"),
      (#"{"name": "a", "ratio": 0, "small": 0, "count": 1.5}"#, "count: expected an Int, got 1.5"),
      (
        #"{"name": "a", "ratio": 0, "small": 0, "count": 1, "flags": [true, null]}"#,
        "flags.1: expected a Bool, got null"
      ),
      (#"{"name": "a", "ratio": 0, "small": 0, "count": 1, "flags": []}"#, #"missing member "tags""#),
      (
        #"{"name": "a", "ratio": 0, "small": 0, "count": 1, "flags": [], "tags": {"x": 256}}"#,
        "tags.x: expected a UInt8, got 256"
      ),
      ("[]", "expected an object, got an array"),
    ])
  func decodingErrors(text: String, message: String) throws {
    let value = try JSONValue(parsing: text)
    let error = #expect(throws: JSONDecodingError.self) { try value.decoded(as: Row.self) }
    #expect(error?.description == message)
  }

  @Test("reads integral numbers as integers and any number as a Double")
  func numbers() throws {
    #expect(try JSONValue(parsing: "[2.0, 1e2, -0]").decoded(as: [Int].self) == [2, 100, 0])
    #expect(try JSONValue(parsing: "[2, 0.5]").decoded(as: [Double].self) == [2, 0.5])
    #expect(throws: JSONDecodingError.self) { try JSONValue(parsing: "[-1]").decoded(as: [UInt].self) }
  }
}
