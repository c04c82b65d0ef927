import KeyPathMapping
import Testing

@Suite("KeyPathMapper: the wrapped value, its plain access and its conformances")
struct MapperTests {
  @Test func valueIsReadAndWrittenThroughEveryAccessor() {
    var mapper = KeyPathMapper(2)
    #expect(mapper.value == 2)
    #expect(mapper[] == 2)
    mapper[] = 3
    #expect(mapper.value == 3)
    mapper(4)
    #expect(mapper.value == 4)
    mapper.value = 5
    #expect(mapper[] == 5)
  }

  @Test func mapSubscriptFollowsKeyPathsIntoTheMapper() {
    var mapper = KeyPathMapper(4)
    let readOnly: KeyPath<KeyPathMapper<Int>, KeyPathMapper<Int?>> = \.optional
    #expect(mapper[map: readOnly].value == 4)
    mapper[map: \.optional] = KeyPathMapper(nil)
    #expect(mapper.value == 4)
    mapper[map: \.optional] = KeyPathMapper(5)
    #expect(mapper.value == 5)
    mapper[map: \.value] = 6
    #expect(mapper.value == 6)
  }

  @Test func equatableAndHashableFollowTheValue() {
    #expect(KeyPathMapper(1) == KeyPathMapper(1))
    #expect(KeyPathMapper(1) != KeyPathMapper(2))
    #expect(Set([KeyPathMapper("a"), KeyPathMapper("a"), KeyPathMapper("b")]).count == 2)
  }

  @Test func genericCodeWritesThroughKeyPathMapperProtocol() {
    func reset<Mapper: KeyPathMapperProtocol<Int>>(_ mapper: inout Mapper) { mapper.value = 0 }
    var mapper = KeyPathMapper(5)
    reset(&mapper)
    #expect(mapper.value == 0)
  }

  @Test func mappingSubscriptsLeadToMappersOverTheMember() {
    var values = KeyPathMapper([1, 2])
    #expect(values[map: .inline { $0.count }].value == 2)
    #expect(values[getter: .inline { $0.reduce(0, +) }].value == 3)
    values[convert: .inline(extract: { $0.first ?? 0 }, embed: { $0 = [$1] + $0.dropFirst() })] = KeyPathMapper(9)
    #expect(values.value == [9, 2])
    values[getter: .inline { $0.count }, setter: .inline { (count: Int) in Array(repeating: 0, count: count) }] =
      KeyPathMapper(3)
    #expect(values.value == [0, 0, 0])
  }

  @Test func nonMutatingSubscriptsOfTheMapperWriteThroughTheReference() {
    let mapper = KeyPathMapper(Profile(name: "Ada"))
    let name = KeyPathMapper<Profile>.NonMutatingConversionTo<String>.inline(
      extract: { $0.name }, embed: { profile, name in profile.name = name })
    mapper[convert: name] = KeyPathMapper("Grace")
    #expect(mapper.value.name == "Grace")
    mapper[getter: .inline { $0.name }, setter: .inline { profile, name in profile.name = name }] = KeyPathMapper(
      "Joan")
    #expect(mapper.value.name == "Joan")
  }

  @Test func setterSubscriptOfTheMapperWritesTheWholeMapper() {
    var log: [Int] = []
    var mapper = KeyPathMapper(1)
    mapper[setter: .onDidSet { log.append($0.value) }] = KeyPathMapper(2)
    #expect(mapper.value == 2)
    #expect(log == [2])
    #expect(mapper[setter: .onDidSet { _ in }].value == 2)

    let reference = KeyPathMapper(Profile(name: "Ada"))
    var seen: [String] = []
    reference[setter: .perform(operation: { _, new in seen.append(new.value.name) })] = KeyPathMapper(
      Profile(name: "Grace"))
    #expect(seen == ["Grace"])
    #expect(reference.value.name == "Ada")
  }
}
