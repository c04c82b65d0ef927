import Testing

@Suite("Number and color: failable conversions against their converted twins")
struct ConversionWriteTests {
  @Test(
    "a failable conversion rejects bad text: 422, root kept, nothing logged",
    arguments: [
      ("number.mapped", #""12a""#, "12a", "42"),
      ("color.mapped", #""red""#, "red", ##""#3366cc""##),
    ])
  func failableRejects(binding: String, value: String, rejected: String, root: String) throws {
    let playground = try LivePlayground()
    let before = try playground.roots().description
    let reply = try playground.write(binding, value)
    #expect(reply.status == 422)
    #expect(reply.json["error"]["status"].int == 422)
    #expect(reply.json["rejection"]["binding"].string == binding)
    #expect(reply.json["rejection"]["reason"].string?.contains(rejected) == true)
    #expect(reply.json["rejection"]["root"].description == root)
    #expect(try playground.roots().description == before)
    #expect(try playground.latestSequence() == 0)
  }

  @Test("the failable conversion accepts good text exactly")
  func failableAccepts() throws {
    let playground = try LivePlayground()
    let number = try playground.write("number.mapped", #""17""#).json
    #expect(number["root"]["after"].int == 17)
    #expect(number["value"]["readBack"].string == "17")
    #expect(number["roundTrip"]["verdict"].string == "exact")
    let color = try playground.write("color.mapped", ##""#ff8000""##).json
    #expect(color["root"]["after"].string == "#ff8000")
    #expect(color["roundTrip"]["verdict"].string == "exact")
  }

  @Test(
    "the converted twin silently stores its fallback: a lossy round trip",
    arguments: [
      ("number.converted", #""12a""#, "0", #""0""#),
      ("color.converted", #""red""#, ##""#000000""##, ##""#000000""##),
    ])
  func convertedFallsBack(binding: String, value: String, root: String, readBack: String) throws {
    let playground = try LivePlayground()
    let reply = try playground.write(binding, value)
    #expect(reply.status == 200)
    #expect(reply.json["root"]["after"].description == root)
    #expect(reply.json["value"]["readBack"].description == readBack)
    #expect(reply.json["roundTrip"]["verdict"].string == "lossy")
    #expect(reply.json["kind"].string == "rebuilt")
    #expect(try playground.latestSequence() == 1)
  }

  @Test("the color's mapped binding keeps its animation; the converted twin loses it")
  func convertedLosesAnimation() throws {
    let playground = try LivePlayground()
    let mapped = try playground.write("color.mapped", ##""#102030""##).json["transaction"]
    #expect(mapped["binding"]["animation"]["curve"].string == "easeInOut")
    #expect(mapped["committed"]["animation"]["curve"].string == "easeInOut")
    #expect(mapped["animationPreserved"].bool == true)
    let converted = try playground.write("color.converted", ##""#405060""##).json["transaction"]
    #expect(converted["binding"]["animation"]["curve"].string == "easeInOut")
    #expect(converted["committed"]["animation"].isNull)
    #expect(converted["animationRequested"].bool == true)
    #expect(converted["animationPreserved"].bool == false)
  }
}
