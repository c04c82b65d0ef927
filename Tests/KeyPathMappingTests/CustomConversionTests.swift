import KeyPathMapping
import Testing

// The form of a user-defined generic conversion that compiles in Swift 6 language mode.
extension KeyPathMapper.MutatingConversionTo where Root: BinaryFloatingPoint {
  static func precisely(_ type: Member.Type = Member.self) -> Self where Member: BinaryFloatingPoint {
    .inline(extract: { Member($0) }, embed: { Root($0) })
  }
}

/// A conversion written as a type: its stored properties are its identity.
struct Scaled: MutatingConversionMapping {
  var factor: Double

  func extract(from root: Int) -> Double { Double(root) * factor }
  func embed(_ member: Double, in root: inout Int) { root = Int((member / factor).rounded()) }
}

extension KeyPathMapper.MutatingConversionTo where Root == Int, Member == Double {
  static func scaled(by factor: Double) -> Self { Self(Scaled(factor: factor)) }
}

@Suite("User-defined conversions: generic factories and conversion types")
struct CustomConversionTests {
  @Test func genericFactoryInTheSwift6Form() {
    var progress: Float = 0.5
    #expect(progress[convert: .precisely(Double.self)] == 0.5)
    progress[convert: .precisely(Double.self)] = 0.25
    #expect(progress == 0.25)
    #expect(\Float.[convert: .precisely(Double.self)] == \Float.[convert: .precisely(Double.self)])
  }

  @Test func conversionTypeReadsWritesAndIsIdentifiedByItsValue() {
    var count = 4
    #expect(count[convert: .scaled(by: 0.5)] == 2)
    count[convert: .scaled(by: 0.5)] = 5
    #expect(count == 10)
    #expect(count[convert: .init(Scaled(factor: 2))] == 20)
    #expect(\Int.[convert: .scaled(by: 2)] == \Int.[convert: .scaled(by: 2)])
    #expect(\Int.[convert: .scaled(by: 2)] != \Int.[convert: .scaled(by: 3)])
  }

  @Test func conversionTypeCanBeUsedReadOnly() {
    let readonly = KeyPathMapper<Int>.ReadonlyConversionTo<Double>(Scaled(factor: 10))
    #expect(3[map: readonly] == 30)
  }
}
