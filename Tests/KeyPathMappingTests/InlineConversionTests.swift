import KeyPathMapping
import Testing

/// A reference root for non-mutating conversions and setters.
final class Profile: Equatable {
  var name = ""
  static func == (lhs: Profile, rhs: Profile) -> Bool { lhs === rhs }
}

@Suite("Inline conversions, getters and setters in every shape")
struct InlineConversionTests {
  @Test func readonlyConversion() {
    #expect([3, 1, 2][map: .inline(extract: { $0.max() ?? 0 })] == 3)
  }

  @Test func mutatingConversionThatBuildsTheRoot() {
    var cents = 250
    #expect(cents[convert: .inline(extract: { Double($0) / 100 }, embed: { Int($0 * 100) })] == 2.5)
    cents[convert: .inline(extract: { Double($0) / 100 }, embed: { Int($0 * 100) })] = 3.5
    #expect(cents == 350)
  }

  @Test func mutatingConversionThatUpdatesInPlace() {
    var pair = [1, 2]
    let first = KeyPathMapper<[Int]>.MutatingConversionTo<Int>.inline(
      extract: { $0[0] }, embed: { pair, value in pair[0] = value })
    pair[convert: first] = 9
    #expect(pair == [9, 2])
  }

  @Test func nonMutatingConversionWritesThroughTheReference() {
    let profile = Profile()
    let shouting = KeyPathMapper<Profile>.NonMutatingConversionTo<String>.inline(
      extract: { $0.name.uppercased() }, embed: { profile, name in profile.name = name.lowercased() })
    profile[convert: shouting] = "ADA"
    #expect(profile.name == "ada")
    #expect(profile[convert: shouting] == "ADA")
    let path: ReferenceWritableKeyPath<Profile, String> = \Profile.[convert: shouting]
    profile[keyPath: path] = "GRACE"
    #expect(profile.name == "grace")
  }

  @Test func getterAndSetterPairs() {
    var tags = ["a"]
    let joined = KeyPathMapper<[String]>.Getter<String>.inline { $0.joined(separator: ",") }
    let split = KeyPathMapper<[String]>.MutatingSetter<String>.inline { text in
      text.split(separator: ",").map(String.init)
    }
    tags[getter: joined, setter: split] = "x,y"
    #expect(tags == ["x", "y"])
    #expect(tags[getter: joined] == "x,y")
  }

  @Test func nonMutatingSetterPair() {
    let profile = Profile()
    profile[
      getter: .inline { $0.name },
      setter: KeyPathMapper<Profile>.NonMutatingSetter<String>.inline { profile, name in profile.name = name }
    ] = "Ada"
    #expect(profile.name == "Ada")
  }

  @Test func inoutSetterCanRejectByLeavingTheRoot() {
    var even = 2
    let evenOnly = KeyPathMapper<Int>.MutatingSetter<Int>.inline { root, value in
      if value.isMultiple(of: 2) { root = value }
    }
    even[getter: .inline { $0 }, setter: evenOnly] = 3
    #expect(even == 2)
    even[getter: .inline { $0 }, setter: evenOnly] = 4
    #expect(even == 4)
  }
}
