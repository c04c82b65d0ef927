import KeyPathMapping
import KeyPathMappingTesting
import Testing

@Suite("Round-trip laws over every predefined conversion")
struct RoundTripTests {
  @Test func wideningFloatToDoubleIsLawful() {
    let report = checkRoundTrip(
      .to(Double.self), roots: [Float(0), 0.5, -3.25, .greatestFiniteMagnitude], members: [0, 0.25, -8])
    #expect(report.isLawful, "\(report)")
  }

  @Test func doubleToIntIsReportedLossyWithACounterexample() throws {
    let report = checkRoundTrip(.to(Int.self), roots: [0, 2.5, -7], members: [0, 3])
    #expect(report.isLossy)
    let counterexample = try #require(report.counterexamples(breaking: .getPut).first)
    #expect(counterexample.root == 2.5)
    #expect(
      counterexample.description == "get-put fails for root 2.5: reading gives 2, writing it back makes the root 2.0")
    #expect(!report.violates(.putGet))
  }

  @Test func narrowingConversionsAreLossy() {
    #expect(checkRoundTrip(.to(Float.self), roots: [0.1], members: [Float(0.5)]).isLossy)
    #expect(checkRoundTrip(.to(Int8.self), roots: [300], members: [Int8(1)]).isLossy)
    #expect(checkRoundTrip(.to(UInt.self), roots: [-1], members: [UInt(1)]).isLossy)
  }

  @Test func intToDoubleNormalizesFractionsOnWrite() {
    let report = checkRoundTrip(.to(Double.self), roots: [0, 5], members: [1, 2.5])
    #expect(!report.isLossy)
    #expect(report.counterexamples(breaking: .putGet).map(\.writtenMembers) == [[2.5], [2.5]])
  }

  @Test func integerWideningIsLawful() {
    #expect(checkRoundTrip(.to(Int64.self), roots: [Int8.min, 0, .max], members: [-128, 0, 127]).isLawful)
  }

  @Test func optionalRejectsNilAndNothingElse() {
    let report = checkRoundTrip(.optional, roots: [1, 2], members: [nil, 3])
    #expect(!report.isLossy)
    #expect(report.counterexamples(breaking: .putGet).allSatisfy { $0.writtenMembers == [nil] })
    #expect(report.counterexamples(breaking: .putPut).allSatisfy { $0.writtenMembers == [3, nil] })
    #expect(report.counterexamples(breaking: .putPut).count == 2)
  }

  @Test func safeIndexRejectsWritesOutOfRange() {
    let report = checkRoundTrip(.safeIndex(1), roots: [[1, 2], [1]], members: [nil, 5])
    #expect(!report.isLossy)
    let rejected = report.counterexamples(breaking: .putGet)
    #expect(rejected.contains { $0.root == [1] && $0.writtenMembers == [5] })
    #expect(rejected.contains { $0.root == [1, 2] && $0.writtenMembers == [nil] })
  }

  @Test func unsafeIndexInRangeIsLawful() {
    #expect(checkRoundTrip(.unsafeIndex(0), roots: [[1, 2], [3]], members: [7, 8]).isLawful)
  }

  @Test func unwrappedBreaksPutGetOnNilUnlessAggressive() {
    let gentle = checkRoundTrip(.unwrapped(with: 0), roots: [nil, 4], members: [1, 2])
    #expect(gentle.counterexamples(breaking: .putGet).allSatisfy { $0.root == nil })
    #expect(!gentle.isLossy)
    let aggressive = checkRoundTrip(.unwrapped(with: 0, aggressive: true), roots: [nil, 4], members: [1, 2])
    #expect(!aggressive.violates(.putGet))
    #expect(aggressive.counterexamples(breaking: .getPut).map(\.root) == [nil])
  }

  @Test func containsIsLawful() {
    #expect(checkRoundTrip(.contains(1), roots: [Set<Int>(), [1], [1, 2]], members: [true, false]).isLawful)
  }

  @Test func clampedIsLossyOutsideTheRange() {
    let report = checkRoundTrip(.clamped(to: 0...10), roots: [5, 14], members: [3, 12])
    #expect(report.counterexamples(breaking: .getPut).map(\.root) == [14])
    #expect(report.counterexamples(breaking: .putGet).allSatisfy { $0.writtenMembers == [12] })
  }

  @Test func parsedRejectsTextThatDoesNotRoundTrip() {
    let report = checkRoundTrip(.parsed(), roots: [0, 42], members: ["7", "abc", "007"])
    #expect(!report.isLossy)
    let texts = Set(report.counterexamples(breaking: .putGet).flatMap(\.writtenMembers))
    #expect(texts == ["abc", "007"])
    #expect(checkRoundTrip(.parsed(fallback: 0), roots: [1], members: ["2"]).isLawful)
  }

  @Test func compositionIsCheckedAsAWhole() {
    let report = checkRoundTrip(.concat(.safeIndex(0), .unwrapped(with: 0)), roots: [[], [4]], members: [9])
    #expect(report.counterexamples(breaking: .putGet).map(\.root) == [[]])
  }

  @Test func conversionTypesAreCheckedDirectly() {
    let report = checkRoundTrip(Scaled(factor: 0.5), roots: [2, 3], members: [1.25])
    #expect(report.violates(.putGet))
    #expect(report.description.hasPrefix("Scaled(factor: 0.5): breaks put-get"))
  }
}
