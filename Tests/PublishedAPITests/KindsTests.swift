import KeyPathMapping
import Testing

/// A conversion type, written against the published protocol names.
struct Celsius: MutatingConversionMapping {
  func extract(from kelvin: Double) -> Double { kelvin - 273.15 }
  func embed(_ celsius: Double, in kelvin: inout Double) { kelvin = celsius + 273.15 }
}

struct Length: ExtractingMapping {
  func extract(from root: String) -> Int { root.count }
}

struct Doubling: MutatingEmbeddingMapping {
  func embed(_ member: Int, in root: inout Int) { root = member * 2 }
}

struct Rename: NonMutatingEmbeddingMapping {
  func embed(_ member: String, in root: Profile) { root.name = member }
}

@Suite("Kinds: protocol names, erasure, getter-setter pairs and markers")
struct KindsTests {
  @Test func protocolAliasesNameTheMappingProtocols() {
    func read<Conversion: KeyPathMapper<String>.GetterProtocol<Int>>(_ getter: Conversion) -> Int {
      "swift"[getter: getter.eraseToAnyGetter()]
    }
    func convert(_ conversion: some KeyPathMapper<Double>.MutatingConversionProtocol<Double>, _ kelvin: inout Double) {
      kelvin[convert: .init(conversion)] = 0
    }
    let readonly: any KeyPathMapper<String>.ReadonlyConversionProtocol<Int> = Length()
    let setter: any KeyPathMapper<Int>.MutatingSetterProtocol<Int> = Doubling()
    let reference: any KeyPathMapper<Profile>.NonMutatingSetterProtocol<String> = Rename()
    let nonMutating: (any KeyPathMapper<Profile>.NonMutatingConversionProtocol<String>)? = nil
    #expect(read(Length()) == 5)
    var kelvin = 300.0
    convert(Celsius(), &kelvin)
    #expect(kelvin == 273.15)
    #expect(readonly.extract(from: "ab") == 2)
    var number = 0
    setter.embed(4, in: &number)
    #expect(number == 8)
    let profile = Profile(name: "Ada")
    reference.embed("Grace", in: profile)
    #expect(profile.name == "Grace")
    #expect(nonMutating == nil)
  }

  @Test func existentialsAreWrappedByTheKinds() {
    let existential: any MutatingConversionMapping<Double, Double> = Celsius()
    let wrapped = KeyPathMapper<Double>.MutatingConversionTo<Double>(existential)
    #expect(wrapped == KeyPathMapper<Double>.MutatingConversionTo<Double>(Celsius()))
    var kelvin = 273.15
    #expect(abs(kelvin[convert: wrapped]) < 1e-9)
    kelvin[convert: wrapped] = 100
    #expect(abs(kelvin - 373.15) < 1e-9)
  }

  @Test func erasureWrapsOnceAndKeepsTheIdentity() {
    let getter = Length().eraseToAnyGetter()
    #expect(getter == Length().eraseToAnyGetter())
    #expect(getter.eraseToAnyGetter() == getter)
    #expect("abc"[getter: getter] == 3)
    var number = 1
    number[getter: .inline { $0 }, setter: Doubling().eraseToAnyMutatingSetter()] = 5
    #expect(number == 10)
    let setter = Doubling().eraseToAnyMutatingSetter()
    #expect(setter.eraseToAnyMutatingSetter() == setter)
    let profile = Profile(name: "Ada")
    let rename = Rename().eraseToAnyNonMutatingSetter()
    #expect(rename.eraseToAnyNonMutatingSetter() == rename)
    profile[getter: .inline { $0.name }, setter: rename] = "Grace"
    #expect(profile.name == "Grace")
  }

  @Test func conversionsFromAGetterAndASetter() {
    let length = KeyPathMapper<String>.Getter<Int>.inline { $0.count }
    #expect("swift"[map: .init(getter: length)] == 5)
    #expect(KeyPathMapper<String>.ReadonlyConversionTo<Int>(getter: length) == length)

    func cents() -> KeyPathMapper<Int>.MutatingConversionTo<Double> {
      .init(
        getter: .inline(id: "read") { Double($0) / 100 },
        setter: .inline(id: "write") { (euros: Double) in Int(euros * 100) })
    }
    var price = 250
    #expect(price[convert: cents()] == 2.5)
    price[convert: cents()] = 3.5
    #expect(price == 350)
    #expect(cents() == cents())

    let profile = Profile(name: "Ada")
    let name = KeyPathMapper<Profile>.NonMutatingConversionTo<String>(
      getter: .inline { $0.name }, setter: .inline { profile, name in profile.name = name })
    profile[convert: name] = "Grace"
    #expect(profile.name == "Grace")
  }

  @Test func markersReturnTheirArgument() {
    #expect([1, 2][map: .readonly(.inline { $0.count })] == 2)
    var count = 2
    count[convert: .mutating(.inline(extract: { $0 * 2 }, embed: { $0 / 2 }))] = 10
    #expect(count == 5)
    let profile = Profile(name: "Ada")
    profile[convert: .nonmutating(.inline(extract: { $0.name }, embed: { $0.name = $1 }))] = "Grace"
    #expect(profile.name == "Grace")
    let conversion = KeyPathMapper<Int>.MutatingConversionTo<Int?>.optional
    #expect(KeyPathMapper<Int>.MutatingConversionTo<Int?>.mutating(conversion) == conversion)
  }

  @Test func inlineEmbedReadsTheRootUnchanged() {
    var level = 3
    #expect(level[convert: .inline(embed: { min($0, 10) })] == 3)
    level[convert: .inline(embed: { min($0, 10) })] = 12
    #expect(level == 10)
    var tags = ["a"]
    tags[convert: .inline(embed: { tags, new in tags = Array(Set(tags + new)).sorted() })] = ["b", "a"]
    #expect(tags == ["a", "b"])
    let profile = Profile(name: "Ada")
    let copyName = KeyPathMapper<Profile>.NonMutatingConversionTo<Profile>.inline(embed: { profile, other in
      profile.name = other.name
    })
    #expect(profile[convert: copyName] === profile)
    profile[convert: copyName] = Profile(name: "Grace")
    #expect(profile.name == "Grace")
  }

  @Test func namespacedSpellingsAreTheKinds() {
    let mutating: _MutatingConversions.AnyConversion<Int, Int?> = .optional
    let same: KeyPathMapper<Int>.MutatingConversionTo<Int?> = mutating
    #expect(same == .optional)
    let readonly: _ReadonlyConversions.AnyConversion<[Int], Int> = .inline { $0.count }
    #expect([1, 2, 3][map: readonly] == 3)
    let reference: _NonMutatingConversions.AnyConversion<Profile, String> = .inline(
      extract: { $0.name }, embed: { $0.name = $1 })
    let profile = Profile(name: "Ada")
    profile[convert: reference] = "Grace"
    #expect(profile.name == "Grace")
  }
}

@Suite("Composition of every kind, including non-mutating stages after a non-mutating one")
struct CompositionKindsTests {
  @Test func nonMutatingStagesWriteThroughEachReference() {
    let owner = KeyPathMapper<Document>.NonMutatingConversionTo<Profile>.inline(
      extract: { $0.owner }, embed: { document, owner in document.owner = owner })
    let name = KeyPathMapper<Profile>.NonMutatingConversionTo<String>.inline(
      extract: { $0.name }, embed: { profile, name in profile.name = name })
    let document = Document(owner: Profile(name: "Ada"))
    let first = document.owner
    document[convert: .concat(owner, name)] = "Grace"
    #expect(document.owner === first)
    #expect(first.name == "Grace")
    #expect(document[convert: owner.appending(name)] == "Grace")
    #expect(KeyPathMapper<Document>.NonMutatingConversionTo<String>.concat(owner, name) == owner.appending(name))
  }

  @Test func longerNonMutatingChains() {
    let same = KeyPathMapper<Profile>.NonMutatingConversionTo<Profile>.inline(embed: { _, _ in })
    let name = KeyPathMapper<Profile>.NonMutatingConversionTo<String>.inline(
      extract: { $0.name }, embed: { profile, name in profile.name = name })
    let profile = Profile(name: "Ada")
    profile[convert: .concat(same, same, name)] = "B"
    #expect(profile.name == "B")
    profile[convert: .concat(same, same, same, name)] = "C"
    #expect(profile.name == "C")
    profile[convert: .concat(same, same, same, same, name)] = "D"
    #expect(profile.name == "D")
  }

  @Test func readonlyAndMutatingChains() {
    typealias Readonly = KeyPathMapper<[Int]>.ReadonlyConversionTo<Int>
    let count = KeyPathMapper<[Int]>.ReadonlyConversionTo<Int>.inline { $0.count }
    let doubled = KeyPathMapper<Int>.ReadonlyConversionTo<Int>.inline { $0 * 2 }
    #expect([1, 2][map: Readonly.concat(count, doubled)] == 4)
    #expect([1, 2][map: count.appending(doubled)] == 4)
    var number = 3
    number[convert: .concat(.optional, .unwrapped(with: 0))] = 9
    #expect(number == 9)
  }
}
