import KeyPathMapping
import KeyPathMappingAdvisor
import Testing

/// Each `.to` suggestion checked against the library and the closures it replaces: where the
/// advisor claims `exact`, `$root[convert: .to(…)]` and `Int($0)`-style closures agree on every
/// sample the closures take without trapping; where its reason says they differ (NaN, infinity,
/// out of range, a narrower floating-point type), they do.
@Suite struct ConvertRulesTests {
  static let members: [Double] = [
    0, 0.4, -0.4, 2.5, -2.5, 3.7, -7.9, 127.5, 1e3, 1e10, 1e300, -1e300, .nan, .infinity, -.infinity,
  ]
  static let rules: [(String, FloatingPointRoundingRule)] = [
    ("towardZero", .towardZero), ("toNearestOrAwayFromZero", .toNearestOrAwayFromZero),
    ("toNearestOrEven", .toNearestOrEven), ("up", .up), ("down", .down), ("awayFromZero", .awayFromZero),
  ]

  /// Integer root, floating-point member: `Binding(get: { Double(root) }, set: { root = Int($0.rounded(rule)) })`.
  func checkIntegerRoot<Root: FixedWidthInteger, Member: BinaryFloatingPoint>(_: Root.Type, _: Member.Type) {
    for (name, rule) in Self.rules {
      let advice = NumericConversion(root: "\(Root.self)", member: "\(Member.self)", rounding: name)!
      #expect(advice.exact)
      #expect(advice.difference?.contains("`\(Root.self)(…)` traps (NaN, ±infinity") == true)
      let mapping = KeyPathMapper<Root>.MutatingConversionTo<Member>.to(Member.self, rounding: rule)
      for sample in Self.members {
        let member = Member(sample)
        var root: Root = 0
        root[convert: mapping] = member
        if let closure = member.isFinite ? Root(exactly: member.rounded(rule)) : nil {
          #expect(root == closure, "\(Root.self) ← \(member) rounding \(name)")
        } else {
          // The closure's `Root(…)` traps here: the reason names the case.
          #expect(
            member.isNaN || member.isInfinite || Member(Root.max) < member.rounded(rule)
              || member.rounded(rule) < Member(Root.min))
        }
      }
      for root in [Root.zero, 1, 42, Root.max, Root.min] {
        #expect(root[convert: mapping] == Member(root))
      }
    }
  }

  /// Floating-point root, integer member: `Binding(get: { Int(root.rounded(rule)) }, set: { root = Double($0) })`.
  func checkFloatingRoot<Root: BinaryFloatingPoint, Member: FixedWidthInteger>(_: Root.Type, _: Member.Type) {
    for (name, rule) in Self.rules {
      let advice = NumericConversion(root: "\(Root.self)", member: "\(Member.self)", rounding: name)!
      #expect(advice.exact)
      let mapping = KeyPathMapper<Root>.MutatingConversionTo<Member>.to(Member.self, rounding: rule)
      for sample in Self.members {
        let root = Root(sample)
        if let closure = root.isFinite ? Member(exactly: root.rounded(rule)) : nil {
          #expect(root[convert: mapping] == closure, "\(root) → \(Member.self) rounding \(name)")
        } else {
          #expect(advice.difference?.contains("traps") == true)
          #expect(root.isNaN ? root[convert: mapping] == 0 : true)
        }
      }
      for member in [Member.zero, 1, 100, Member.max] {
        var root: Root = 0
        root[convert: mapping] = member
        #expect(root == Root(member))
      }
    }
  }

  @Test func integerRootsAgreeWhereTheClosuresDoNotTrap() {
    checkIntegerRoot(Int.self, Double.self)
    checkIntegerRoot(Int.self, Float.self)
    checkIntegerRoot(Int8.self, Double.self)
    checkIntegerRoot(UInt8.self, Double.self)
  }

  @Test func floatingRootsAgreeWhereTheClosuresDoNotTrap() {
    checkFloatingRoot(Double.self, Int.self)
    checkFloatingRoot(Float.self, Int8.self)
    checkFloatingRoot(Double.self, UInt8.self)
  }

  @Test func integerPairsClampWhereTheClosuresTrap() {
    let advice = NumericConversion(root: "Int8", member: "Int")!
    #expect(advice.exact)
    #expect(advice.suggestion == ".to(Int.self)")
    let mapping = KeyPathMapper<Int8>.MutatingConversionTo<Int>.to(Int.self)
    for member in [0, 5, -128, 127, 128, -129, Int.max] {
      var root: Int8 = 0
      root[convert: mapping] = member
      if let closure = Int8(exactly: member) {
        #expect(root == closure)
      } else {
        #expect(root == (member < 0 ? .min : .max))
      }
    }
  }

  @Test func floatingPairsAreExactOnlyWithoutNarrowing() {
    let narrowing = NumericConversion(root: "Float", member: "Double")!
    #expect(!narrowing.exact)
    #expect(narrowing.difference?.contains("Float.greatestFiniteMagnitude") == true)
    // The closure `progress = Float($0)` gives infinity; the mapping gives the greatest finite Float.
    var progress: Float = 0
    progress[convert: .to(Double.self)] = 1e300
    #expect(Float(1e300 as Double) == .infinity)
    #expect(progress == .greatestFiniteMagnitude)
    // Where both sides are in range they agree.
    for sample in [0.0, 0.25, -3.5, 1e30] {
      progress[convert: .to(Double.self)] = sample
      #expect(progress == Float(sample))
      #expect(progress[convert: .to(Double.self)] == Double(progress))
    }
  }

  @Test func roundingIsSpelledOnlyWhereItApplies() {
    #expect(
      NumericConversion(root: "Int", member: "Double", rounding: "down")?.suggestion
        == ".to(Double.self, rounding: .down)")
    #expect(NumericConversion(root: "Int", member: "Double")?.suggestion == ".to(Double.self)")
    #expect(NumericConversion(root: "Int", member: "Int")?.suggestion == nil)
    #expect(NumericConversion(root: "Int", member: "String") == nil)
  }
}
