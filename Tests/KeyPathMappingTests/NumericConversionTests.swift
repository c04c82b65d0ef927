import KeyPathMapping
import Testing

@Suite(".to(_:) saturates instead of trapping")
struct NumericConversionTests {
  @Test(arguments: [
    (Double.nan, 0), (.infinity, Int.max), (-.infinity, Int.min),
    (1e300, Int.max), (-1e300, Int.min), (2.9, 2), (-2.9, -2), (0, 0),
  ])
  func doubleToInt(value: Double, expected: Int) {
    #expect(value[convert: .to(Int.self)] == expected)
  }

  @Test(arguments: [(Double.nan, UInt8(0)), (-1, 0), (-1e300, 0), (300, 255), (.infinity, 255), (254.99, 254)])
  func doubleToUInt8(value: Double, expected: UInt8) {
    #expect(value[convert: .to(UInt8.self)] == expected)
  }

  @Test(arguments: [
    (FloatingPointRoundingRule.towardZero, 2), (.toNearestOrAwayFromZero, 3), (.down, 2), (.up, 3),
  ])
  func roundingRuleChoosesTheInteger(rule: FloatingPointRoundingRule, expected: Int) {
    let value = 2.5
    #expect(value[convert: .to(Int.self, rounding: rule)] == expected)
  }

  @Test func doubleToFloatSaturatesFiniteValuesAndKeepsSpecialOnes() {
    #expect(1e300[convert: .to(Float.self)] == .greatestFiniteMagnitude)
    #expect((-1e300)[convert: .to(Float.self)] == -.greatestFiniteMagnitude)
    #expect(Double.infinity[convert: .to(Float.self)] == .infinity)
    #expect(Double.nan[convert: .to(Float.self)].isNaN)
    #expect(0.5[convert: .to(Float.self)] == 0.5)
  }

  @Test func floatToDoubleAndBack() {
    var progress: Float = 0.25
    #expect(progress[convert: .to(Double.self)] == 0.25)
    progress[convert: .to(Double.self)] = 1e300
    #expect(progress == .greatestFiniteMagnitude)
    progress[convert: .to(Double.self)] = 0.75
    #expect(progress == 0.75)
  }

  @Test func integersClamp() {
    #expect(Int.max[convert: .to(Int8.self)] == Int8.max)
    #expect(Int.min[convert: .to(Int8.self)] == Int8.min)
    #expect((-5)[convert: .to(UInt.self)] == 0)
    var small: Int8 = 0
    small[convert: .to(Int.self)] = 1_000
    #expect(small == 127)
    small[convert: .to(Int.self)] = -1_000
    #expect(small == -128)
  }

  @Test func intToFloatingPointAndWritesBack() {
    var count = 3
    #expect(count[convert: .to(Double.self)] == 3)
    count[convert: .to(Double.self)] = 4.9
    #expect(count == 4)
    count[convert: .to(Double.self, rounding: .toNearestOrEven)] = 4.9
    #expect(count == 5)
    count[convert: .to(Double.self)] = .nan
    #expect(count == 0)
    count[convert: .to(Float.self)] = .infinity
    #expect(count == .max)
    count[convert: .to(Float.self)] = -1e30
    #expect(count == .min)
    #expect(UInt64.max[convert: .to(Float.self)] == 18_446_744_073_709_551_616)
    #expect(UInt128.max[convert: .to(Float.self)] == .greatestFiniteMagnitude)
  }

  @Test func floatToIntWritesBackAsFloat() {
    var value: Float = 1.5
    value[convert: .to(Int.self)] = 7
    #expect(value == 7)
    value[convert: .to(Int8.self)] = .min
    #expect(value == -128)
  }
}
