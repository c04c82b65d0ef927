import KeyPathMapping
import Testing

@Suite("Failable text conversions never substitute a silent default")
struct FailableConversionTests {
  @Test func validTextIsWritten() {
    var age = 30
    var rejections: [MappingRejection] = []
    age[convert: .parsed(onRejection: { rejections.append($0) })] = "31"
    #expect(age == 31)
    #expect(rejections.isEmpty)
    #expect(age[convert: .parsed()] == "31")
  }

  @Test func invalidTextLeavesTheRootAndReportsWhy() {
    var age = 30
    var rejections: [MappingRejection] = []
    age[convert: .parsed(onRejection: { rejections.append($0) })] = "12a"
    #expect(age == 30)
    #expect(rejections.map(\.description) == ["\"12a\" is not a valid Int"])
    #expect(rejections.first?.rejectedValue == "12a")
  }

  @Test func rejectionNamesTheRootType() {
    var ratio = 0.5
    var reason = ""
    ratio[convert: .parsed(onRejection: { reason = $0.reason })] = "half"
    #expect(ratio == 0.5)
    #expect(reason == "\"half\" is not a valid Double")
  }

  @Test func explicitFallbackIsWrittenForInvalidText() {
    var age = 30
    age[convert: .parsed(fallback: -1)] = "abc"
    #expect(age == -1)
    age[convert: .parsed(fallback: -1)] = "42"
    #expect(age == 42)
  }

  @Test func customFailableConversionRejectsThroughItsHook() {
    var reasons: [String] = []
    let evenOnly = KeyPathMapper<Int>.MutatingConversionTo<Int>.failable(
      extract: { $0 },
      embed: { value throws(MappingRejection) in
        guard value.isMultiple(of: 2) else {
          throw MappingRejection(rejectedValue: "\(value)", reason: "\(value) is odd")
        }
        return value
      },
      onRejection: { reasons.append($0.reason) }
    )
    var number = 2
    number[convert: evenOnly] = 3
    number[convert: evenOnly] = 8
    #expect(number == 8)
    #expect(reasons == ["3 is odd"])
  }

  @Test func failableConversionsAreIdentifiedByCallSiteKindAndId() {
    func parsed() -> KeyPathMapper<Int>.MutatingConversionTo<String> { .parsed() }
    #expect(parsed() == parsed())
    #expect(parsed() != .parsed())
    #expect(
      KeyPathMapper<Int>.MutatingConversionTo<String>.parsed(id: "age")
        == KeyPathMapper<Int>.MutatingConversionTo<String>.parsed(id: "age"))
    #expect(parsed().description.hasPrefix(".parsed(KeyPathMappingTests/FailableConversionTests.swift:"))
    #expect(parsed().description.hasSuffix(" of Int"))
  }
}
