import KeyPathMapping
import Testing

@Suite("Identity: key paths through mappings compare by what the mapping does")
struct IdentityTests {
  /// The same inline conversion, evaluated once per call: like a view body evaluated again.
  func tenths() -> KeyPathMapper<Int>.MutatingConversionTo<Double> {
    .inline(extract: { Double($0) / 10 }, embed: { Int($0 * 10) })
  }

  @Test func equalPredefinedConversionsGiveEqualKeyPathsAndHashes() {
    let first = \Float.[convert: .to(Double.self)]
    let second = \Float.[convert: .to(Double.self)]
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
  }

  @Test func parametersArePartOfIdentity() {
    #expect(\[Int].[convert: .safeIndex(0)] != \[Int].[convert: .safeIndex(1)])
    #expect(\[Int].[convert: .safeIndex(0)] == \[Int].[convert: .safeIndex(0)])
    #expect(\Int?.[convert: .unwrapped(with: 0)] != \Int?.[convert: .unwrapped(with: 99)])
    #expect(\Int?.[convert: .unwrapped(with: 0)] != \Int?.[convert: .unwrapped(with: 0, aggressive: true)])
    #expect(\Double.[convert: .to(Int.self)] != \Double.[convert: .to(Int.self, rounding: .up)])
    #expect(\Set<Int>.[convert: .contains(1)] != \Set<Int>.[convert: .contains(2)])
    #expect(\Int.[convert: .clamped(to: 0...1)] != \Int.[convert: .clamped(to: 0...2)])
    #expect(\Int.[convert: .parsed(fallback: 0)] != \Int.[convert: .parsed(fallback: 1)])
  }

  @Test func typesArePartOfIdentity() {
    // Same mapping type and same behaviour, different kinds: still different identities.
    typealias IntToInt = KeyPathMapper<Int>.MutatingConversionTo<Int>
    #expect(IntToInt.to() != IntToInt.clamped(to: Int.min...Int.max))
    #expect(\Int.[convert: .to(Int.self)] != \Int.[convert: .clamped(to: Int.min...Int.max)])
    // The hidden intermediate type of a composition is part of identity too.
    let viaFloat = KeyPathMapper<Double>.MutatingConversionTo<Int>.concat(.to(Float.self), .to(Int.self))
    let viaInt32 = KeyPathMapper<Double>.MutatingConversionTo<Int>.concat(.to(Int32.self), .to(Int.self))
    #expect(viaFloat != viaInt32)
    #expect(
      AnyHashable(KeyPathMapper<Int>.MutatingConversionTo<Int?>.optional)
        != AnyHashable(KeyPathMapper<Int>.MutatingConversionTo<Int?>.safeIndexFreeOptional))
  }

  @Test func inlineMappingsAreIdentifiedByCallSite() {
    #expect(tenths() == tenths())
    #expect(tenths().hashValue == tenths().hashValue)
    let here = KeyPathMapper<Int>.MutatingConversionTo<Double>.inline(
      extract: { Double($0) / 10 }, embed: { Int($0 * 10) })
    let there = KeyPathMapper<Int>.MutatingConversionTo<Double>.inline(
      extract: { Double($0) / 10 }, embed: { Int($0 * 10) })
    #expect(here != there)
    #expect(\Int.[convert: tenths()] == \Int.[convert: tenths()])
    #expect(\Int.[convert: here] != \Int.[convert: there])
  }

  @Test func explicitIdOverridesCallSite() {
    let here = KeyPathMapper<Int>.ReadonlyConversionTo<Int>.inline(id: "double") { $0 * 2 }
    let there = KeyPathMapper<Int>.ReadonlyConversionTo<Int>.inline(id: "double") { $0 * 2 }
    let other = KeyPathMapper<Int>.ReadonlyConversionTo<Int>.inline(id: "triple") { $0 * 3 }
    #expect(here == there)
    #expect(here.hashValue == there.hashValue)
    #expect(here != other)
  }

  @Test func descriptionsNameKindParametersAndTypes() {
    #expect(KeyPathMapper<Float>.MutatingConversionTo<Double>.to().description == ".to(Double) from Float")
    #expect(KeyPathMapper<[Int]>.MutatingConversionTo<Int?>.safeIndex(2).description == ".safeIndex(2) of Array<Int>")
    #expect(tenths().description.contains("IdentityTests.swift:"))
    let named = KeyPathMapper<Int>.ReadonlyConversionTo<Int>.inline(id: "double") { $0 * 2 }
    #expect(named.description == ".inline(id: double)")
  }

  @Test func identityIsExposedForDisplayAndComparison() {
    let mapping = KeyPathMapper<[Int]>.MutatingConversionTo<Int?>.safeIndex(2)
    #expect(mapping.identity == KeyPathMapper<[Int]>.MutatingConversionTo<Int?>.safeIndex(2).identity)
    #expect(mapping.identity != KeyPathMapper<[Int]>.MutatingConversionTo<Int?>.safeIndex(3).identity)
    #expect(mapping.identity.description == mapping.description)
    // A wrapped mapping is the wrapper's implementation: another identity, printed the same way.
    let readonly = KeyPathMapper<[Int]>.ReadonlyConversionTo<Int?>(mapping)
    #expect(readonly.identity != mapping.identity)
    #expect(readonly.description == mapping.description)
  }

  @Test func compositionCombinesStageIdentities() {
    let first = \[Int].[convert: .concat(.safeIndex(0), .unwrapped(with: 0))]
    let same = \[Int].[convert: .concat(.safeIndex(0), .unwrapped(with: 0))]
    let otherIndex = \[Int].[convert: .concat(.safeIndex(1), .unwrapped(with: 0))]
    let otherDefault = \[Int].[convert: .concat(.safeIndex(0), .unwrapped(with: 7))]
    #expect(first == same)
    #expect(first.hashValue == same.hashValue)
    #expect(first != otherIndex)
    #expect(first != otherDefault)
  }

  @Test func differentSubscriptsOverTheSameMappingDiffer() {
    let getter = KeyPathMapper<Int>.Getter<Int>.inline(id: 1) { $0 }
    #expect(\Int.[map: getter] != \Int.[getter: getter])
  }
}

extension KeyPathMapper.MutatingConversionTo where Member == Root? {
  /// A second optional lift defined by a user, to check it is told apart from the library's.
  static var safeIndexFreeOptional: Self {
    .inline(extract: { $0 }, embed: { root, member in if let member { root = member } })
  }
}
