import KeyPathMapping
import Testing

@Suite("Composition with concat and appending")
struct CompositionTests {
  @Test func twoStagesReadAndWriteThrough() {
    var values = [3, 4]
    #expect(values[convert: .concat(.safeIndex(0), .unwrapped(with: 0))] == 3)
    values[convert: .concat(.safeIndex(0), .unwrapped(with: 0))] = 9
    #expect(values == [9, 4])
    #expect(values[convert: .concat(.safeIndex(5), .unwrapped(with: -1))] == -1)
    values[convert: .concat(.safeIndex(5), .unwrapped(with: -1))] = 1
    #expect(values == [9, 4])
  }

  @Test func fiveStages() {
    typealias Conversion = KeyPathMapper<[Double]>.MutatingConversionTo<String>
    let chain = Conversion.concat(
      .safeIndex(0), .unwrapped(with: 0), .to(Int.self), .clamped(to: 0...100), .parsed(fallback: 0))
    var values = [42.7]
    #expect(values[convert: chain] == "42")
    values[convert: chain] = "250"
    #expect(values == [100])
  }

  @Test func threeAndFourStagesMatchAppending() {
    typealias Conversion = KeyPathMapper<[Float]>.MutatingConversionTo<Int>
    let three = Conversion.concat(.safeIndex(0), .unwrapped(with: 0), .to(Int.self))
    let four = Conversion.concat(.safeIndex(0), .unwrapped(with: 0), .to(Int.self), .clamped(to: 0...5))
    var values: [Float] = [7.5]
    #expect(values[convert: three] == 7)
    #expect(values[convert: four] == 5)
    values[convert: four] = 9
    #expect(values == [5])
    let appended = KeyPathMapper<[Float]>.MutatingConversionTo<Float?>.safeIndex(0)
      .appending(.unwrapped(with: 0)).appending(.to(Int.self))
    #expect(appended == three)
  }

  @Test func readonlyComposition() {
    let length = KeyPathMapper<[String]>.ReadonlyConversionTo<String>.inline { $0.joined() }
    let count = KeyPathMapper<String>.ReadonlyConversionTo<Int>.inline { $0.count }
    #expect(["ab", "c"][map: length.appending(count)] == 3)
    #expect(["ab", "c"][map: .concat(length, count)] == 3)
  }

  @Test func nonMutatingThenMutating() {
    let profile = Profile()
    profile.name = "7"
    let name = KeyPathMapper<Profile>.NonMutatingConversionTo<String>.inline(
      extract: { $0.name }, embed: { profile, name in profile.name = name })
    let number = name.appending(.inline(extract: { Int($0) ?? 0 }, embed: { String($0) }))
    #expect(profile[convert: number] == 7)
    profile[convert: number] = 12
    #expect(profile.name == "12")
  }

  @Test func nonMutatingConcatOfTwoToFiveStages() {
    let profile = Profile()
    profile.name = "7"
    let name = KeyPathMapper<Profile>.NonMutatingConversionTo<String>.inline(
      extract: { $0.name }, embed: { profile, name in profile.name = name })
    let number = KeyPathMapper<String>.MutatingConversionTo<Int>.inline(
      extract: { Int($0) ?? 0 }, embed: { String($0) })
    typealias Conversion<Member> = KeyPathMapper<Profile>.NonMutatingConversionTo<Member>
    let two = Conversion.concat(name, number)
    let three = Conversion.concat(name, number, .clamped(to: 0...10))
    let four = Conversion.concat(name, number, .clamped(to: 0...10), .to(Double.self))
    let five = Conversion.concat(name, number, .clamped(to: 0...10), .to(Double.self), .optional)
    #expect(profile[convert: two] == 7)
    profile[convert: three] = 40
    #expect(profile.name == "10")
    #expect(profile[convert: four] == 10.0)
    profile[convert: four] = 2.9
    #expect(profile.name == "2")
    profile[convert: five] = nil
    #expect(profile.name == "2")
    profile[convert: five] = 6
    #expect(profile[convert: five] == 6.0)
    #expect(profile.name == "6")
    #expect(three == name.appending(number).appending(.clamped(to: 0...10)))
    #expect(three != Conversion.concat(name, number, .clamped(to: 0...9)))
  }
}
