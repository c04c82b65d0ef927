import KeyPathMapping
import Testing

@Suite("Predefined conversions: optional, index, unwrapped, membership, clamping")
struct PredefinedConversionTests {
  @Test func optionalIgnoresNil() {
    var name = "Ada"
    #expect(name[convert: .optional] == "Ada")
    name[convert: .optional] = nil
    #expect(name == "Ada")
    name[convert: .optional] = "Grace"
    #expect(name == "Grace")
  }

  @Test func mapPathAppliesAKeyPathIntoTheMapper() {
    var count = 3
    #expect(count[mapPath: \.optional] == 3)
    count[mapPath: \.optional] = nil
    #expect(count == 3)
    count[mapPath: \.optional] = 4
    #expect(count == 4)
    #expect(count[mapPath: \.self] == 4)
    #expect(count[mapPath: \.[map: .inline { $0.description }]] == "4")
  }

  @Test func safeIndexReadsNilAndIgnoresWritesOutOfRange() {
    var scores = [10, 20]
    #expect(scores[convert: .safeIndex(1)] == 20)
    #expect(scores[convert: .safeIndex(5)] == nil)
    #expect(scores[convert: .safeIndex(-1)] == nil)
    scores[convert: .safeIndex(1)] = 25
    scores[convert: .safeIndex(5)] = 1
    scores[convert: .safeIndex(0)] = nil
    #expect(scores == [10, 25])
  }

  @Test func unsafeIndexReadsAndWritesInRange() {
    var letters: [Character] = ["a", "b"]
    #expect(letters[convert: .unsafeIndex(1)] == "b")
    letters[convert: .unsafeIndex(0)] = "z"
    #expect(letters == ["z", "b"])
  }

  @Test func unwrappedReadsTheDefaultAndRespectsAggressive() {
    var limit: Int? = nil
    #expect(limit[convert: .unwrapped(with: 10)] == 10)
    limit[convert: .unwrapped(with: 10)] = 3
    #expect(limit == nil)
    limit[convert: .unwrapped(with: 10, aggressive: true)] = 3
    #expect(limit == 3)
    limit[convert: .unwrapped(with: 10)] = 4
    #expect(limit == 4)
  }

  @Test func containsInsertsAndRemoves() {
    var toppings: Set = ["cheese"]
    #expect(toppings[convert: .contains("cheese")])
    #expect(!toppings[convert: .contains("olives")])
    toppings[convert: .contains("olives")] = true
    toppings[convert: .contains("cheese")] = false
    #expect(toppings == ["olives"])
  }

  @Test func clampedLimitsReadsAndWrites() {
    var volume = 14
    #expect(volume[convert: .clamped(to: 0...10)] == 10)
    volume[convert: .clamped(to: 0...10)] = -3
    #expect(volume == 0)
    volume[convert: .clamped(to: 0...10)] = 7
    #expect(volume == 7)
  }
}
