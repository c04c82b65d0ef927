// @testable because PlaygroundValue is internal: how Float and Double values are shown and read.
import JSON
import Testing

@testable import Playground

@Suite("Float and Double values: as Swift prints them, non-finite ones as strings")
struct FloatingPointValueTests {
  @Test("a Float's JSON holds the Double of its shortest description")
  func matchesDescription() throws {
    var floats = stride(from: -130.0, through: 130.0, by: 0.000_73).map { Float($0) }
    floats += [0, -0.0, 1e-4, 1e-5, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 0.1, 0.35]
    var state: UInt32 = 0x9E37_79B9
    for _ in 0..<20_000 {
      state = state &* 1_664_525 &+ 1_013_904_223
      floats.append(Float(bitPattern: state))
    }
    for float in floats where float.isFinite {
      let expected = try #require(Double(float.description))
      guard case .number(let number) = float.json else {
        Issue.record("\(float) is not a number")
        continue
      }
      #expect(number.bitPattern == expected.bitPattern, "\(float)")
    }
  }

  @Test(
    "a non-finite value is the string Swift prints, and reads back from it",
    arguments: [
      Double.infinity, -.infinity, .nan,
    ])
  func nonFinite(value: Double) throws {
    #expect(value.json == .string(value.description))
    #expect(Float(value).json == .string(Float(value).description))
    let double = try Double(json: value.json)
    let float = try Float(json: value.json)
    #expect(double.bitPattern == value.bitPattern || (double.isNaN && value.isNaN))
    #expect(Float(double).bitPattern == float.bitPattern || (float.isNaN && value.isNaN))
  }

  @Test("refuses non-finite numbers, other strings and numbers beyond Float's range")
  func refusals() {
    #expect(throws: ValueRejection.self) { try Double(json: .number(.infinity)) }
    #expect(throws: ValueRejection.self) { try Double(json: "Infinity") }
    #expect(throws: ValueRejection.self) { try Float(json: .number(1e39)) }
    #expect(throws: ValueRejection.self) { try Int(json: "inf") }
  }
}
