import JSON
import Testing

@testable import Playground

@Suite("A Float root reads back from the JSON it writes")
struct FloatJSONTests {
  @Test(
    "every Float's own JSON reads back as the same Float",
    arguments: [
      Float.greatestFiniteMagnitude, -Float.greatestFiniteMagnitude, Float.leastNonzeroMagnitude,
      Float.leastNormalMagnitude, 0.1, -0.0, 1e30, 16_777_216,
    ])
  func readsBack(_ value: Float) throws {
    let read = try Float(json: value.json)
    #expect(read.bitPattern == value.bitPattern)
  }

  @Test("a number beyond Float's range is refused, not rounded to infinity")
  func beyondRange() {
    #expect(throws: ValueRejection.self) { try Float(json: .number(3.5e38)) }
    #expect(throws: ValueRejection.self) { try Float(json: .number(-1e39)) }
  }
}
