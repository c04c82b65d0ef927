import KeyPathMapping
import Testing

// The examples of the "Coming from the published package" article: the three places where this
// package behaves differently on purpose. Each comment says what the published package does.

@Suite("Migration notes: the deliberate differences from the published package")
struct MigrationNotesTests {
  #if PredefinedConversions
    @Test func parametersArePartOfIdentity() {
      typealias Conversion = KeyPathMapper<[Int]>.MutatingConversionTo<Int?>
      // Published: equal, so two rows' bindings `$rows[convert: .safeIndex(0)]` and `.safeIndex(1)`
      // compare equal and SwiftUI can take one for the other.
      #expect(Conversion.safeIndex(0) != Conversion.safeIndex(1))
      #expect(\[Int].[convert: .safeIndex(0)] != \[Int].[convert: .safeIndex(1)])
      #expect(Conversion.safeIndex(1) == Conversion.safeIndex(1))
      // Published: equal.
      #expect(
        KeyPathMapper<Int?>.MutatingConversionTo<Int>.unwrapped(with: 0)
          != KeyPathMapper<Int?>.MutatingConversionTo<Int>.unwrapped(with: 99))
    }
  #endif

  @Test func callSitesArePartOfIdentity() {
    typealias Conversion = KeyPathMapper<Int>.MutatingConversionTo<String>
    func asText() -> Conversion { .inline(extract: { "\($0)" }, embed: { Int($0) ?? 0 }) }
    let asHex = Conversion.inline(extract: { String($0, radix: 16) }, embed: { Int($0, radix: 16) ?? 0 })
    // Published: every `.inline` conversion between the same two types is equal to every other.
    #expect(asText() != asHex)
    #expect(asText() == asText())  // the same place in the code
    // An explicit `id:` replaces the call site.
    #expect(
      Conversion.inline(id: "text", extract: { "\($0)" }, embed: { Int($0) ?? 0 })
        == Conversion.inline(id: "text", extract: { "\($0)" }, embed: { Int($0) ?? 0 }))
  }

  #if PredefinedConversions
    @Test func numericConversionsSaturateInsteadOfTrapping() {
      // Published: each of these reads or writes traps (`Int(Double.nan)`, `Int8(1e300)`, ...).
      #expect(Double.nan[convert: .to(Int.self)] == 0)
      #expect(1e300[convert: .to(Int8.self)] == 127)
      #expect((-1.0)[convert: .to(UInt.self)] == 0)
      #expect(Int.max[convert: .to(Int8.self)] == 127)
      var count = 0
      count[convert: .to(Double.self)] = .infinity
      #expect(count == .max)
      // Published: `Float(1e300)` is infinity.
      #expect(1e300[convert: .to(Float.self)] == .greatestFiniteMagnitude)
    }
  #endif

  @Test func aHashableDefaultIsEvaluatedOnce() {
    var evaluations = 0
    func fallback() -> Int {
      evaluations += 1
      return 0
    }
    let conversion = KeyPathMapper<Int?>.MutatingConversionTo<Int>.unwrapped(with: fallback())
    #expect(evaluations == 1)  // published: 0, the default is kept as a closure
    let none: Int? = nil
    #expect(none[convert: conversion] == 0)
    #expect(none[convert: conversion] == 0)
    #expect(evaluations == 1)  // published: 2, once per read of `nil`
  }
}
