import KeyPathMapping
import Testing

@Suite("Identity: key paths through mappings compare by what the mapping does")
struct IdentityTests {
  @Test func equalConversionsGiveEqualKeyPaths() {
    let first = \Float.[convert: .to(Double.self)]
    let second = \Float.[convert: .to(Double.self)]
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
  }

  @Test func differentIndicesGiveDifferentKeyPaths() {
    #expect(\[Int].[convert: .safeIndex(0)] != \[Int].[convert: .safeIndex(1)])
    #expect(\[Int].[convert: .safeIndex(0)] == \[Int].[convert: .safeIndex(0)])
  }
}
